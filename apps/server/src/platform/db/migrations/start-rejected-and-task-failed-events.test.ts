import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../../testing/test-databases';
import { migrations } from './index';

const MIGRATION = '2026-11-24-0400-start-rejected-and-task-failed-events';

describeDatabases('refused starts and failed tasks as station events', (database) => {
  it('toasts them for users who chose some toasts before, not for those who chose none', async () => {
    const db = database.handle.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations);
    const { error: down } = await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1] ?? '');
    expect(down).toBeUndefined();
    await sql`insert into tenant (tenant_pk, name, alias, api_key)
      values (951, 'Toasts', 'toasts', 'toasts-key')`.execute(db);
    const { rows: made } = await sql<{ user_pk: number }>`insert into app_user (tenant_pk, email,
        name) values (951, 'chose@example.com', 'Chose'), (951, 'quiet@example.com', 'Quiet')
      returning user_pk`.execute(db);
    const [userPk, quietPk] = made.map((r) => r.user_pk);
    await sql`insert into notification_preference (user_pk, toast_types) values
      (${userPk}, 'Failure,Warning'), (${quietPk}, '')`.execute(db);
    const { error: up } = await migrator.migrateTo(MIGRATION);
    expect(up).toBeUndefined();
    const { rows } = await sql<{ user_pk: number; toast_types: string }>`
      select user_pk, toast_types from notification_preference
      where user_pk in (${userPk}, ${quietPk}) order by user_pk`.execute(db);
    expect(rows).toEqual([
      { user_pk: userPk, toast_types: 'Failure,Warning,StartRejected,TaskFailed' },
      { user_pk: quietPk, toast_types: '' },
    ]);
    const { error: latest } = await migrator.migrateToLatest();
    expect(latest).toBeUndefined();
  });
});
