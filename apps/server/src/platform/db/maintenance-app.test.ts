import { afterEach, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_MAINTENANCE_JOB } from './maintenance';
import { describeDatabases } from '../../testing/test-databases';

describeDatabases('database maintenance in the app', (database) => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('is scheduled on DB_MAINTENANCE_CRON on the embedded database only', async () => {
    app = await startTestApp(database, { DB_MAINTENANCE_CRON: '* * * * * *' });
    if (database.kind === 'postgres') {
      // PostgreSQL vacuums itself (autovacuum).
      expect(app.jobs.nextRun(DATABASE_MAINTENANCE_JOB)).toBeUndefined();
      return;
    }
    expect(app.jobs.nextRun(DATABASE_MAINTENANCE_JOB)).toBeInstanceOf(Date);
    await vi.waitFor(
      () => {
        const text = app!.logText();
        expect(text).toContain('"job":"database-maintenance"');
        expect(text).toMatch(/database maintenance (done|paused)/);
      },
      { timeout: 5000 },
    );
    await app.close();
    // Stopped with the app: no run afterwards.
    expect(app.jobs.nextRun(DATABASE_MAINTENANCE_JOB)).toBeUndefined();
    expect(await app.jobs.trigger(DATABASE_MAINTENANCE_JOB)).toBe('stopped');
    app = undefined;
  });

  it('is not scheduled when switched off', async () => {
    app = await startTestApp(database, { DB_MAINTENANCE_CRON: 'off' });
    expect(app.jobs.nextRun(DATABASE_MAINTENANCE_JOB)).toBeUndefined();
    await expect(app.jobs.trigger(DATABASE_MAINTENANCE_JOB)).rejects.toThrow(/no job named/);
  });
});
