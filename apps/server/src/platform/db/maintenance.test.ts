import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobScheduler } from '../jobs';
import { openDatabase, type Database, type DatabaseHandle } from './database';
import { DATABASE_MAINTENANCE_JOB, databaseMaintenanceJob, maintainDatabase } from './maintenance';

const ROWS = 2000;

async function createTable(db: Database, name: string): Promise<void> {
  await sql`create table ${sql.table(name)} (id int primary key, v int not null, note text)`.execute(
    db,
  );
  await sql`create index on ${sql.table(name)} (v)`.execute(db);
  await sql`insert into ${sql.table(name)} select g, g, 'x' from generate_series(1, ${ROWS}) g`.execute(
    db,
  );
}

/** Rewrites every row `rounds` times, each time changing an indexed column (no HOT updates). */
async function churn(db: Database, name: string, rounds: number): Promise<void> {
  for (let i = 0; i < rounds; i++)
    await sql`update ${sql.table(name)} set v = v + ${ROWS}`.execute(db);
}

async function heapBytes(db: Database, name: string): Promise<number> {
  const { rows } = await sql<{
    bytes: number;
  }>`select pg_relation_size(${name}::regclass)::int as bytes`.execute(db);
  return rows[0]!.bytes;
}

async function tableStats(db: Database, name: string) {
  const { rows } = await sql<{
    last_vacuum: Date | null;
    last_analyze: Date | null;
  }>`select last_vacuum, last_analyze from pg_stat_user_tables where relname = ${name}`.execute(db);
  return rows[0]!;
}

describe('embedded database maintenance', () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(() => {
    handle = openDatabase({});
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('vacuums a churned table so that later updates reuse its space', async () => {
    await createTable(db, 'churned');
    // Settle the freshly loaded table first, as a running server would have.
    await maintainDatabase(db, { budgetMs: 60_000 });
    const loaded = await heapBytes(db, 'churned');
    await churn(db, 'churned', 10);
    const churned = await heapBytes(db, 'churned');
    // Without maintenance every round of updates adds a full copy of the table.
    expect(churned).toBeGreaterThan(loaded * 5);
    const settled = await tableStats(db, 'churned');

    const report = await maintainDatabase(db, { budgetMs: 60_000 });
    expect(report.done.map((t) => t.table)).toContain('churned');
    expect(report.done.find((t) => t.table === 'churned')!.deadTuples).toBeGreaterThan(ROWS * 5);
    expect(report.left).toEqual([]);
    const stats = await tableStats(db, 'churned');
    expect(stats.last_vacuum!.getTime()).toBeGreaterThan(settled.last_vacuum!.getTime());
    expect(stats.last_analyze!.getTime()).toBeGreaterThan(settled.last_analyze!.getTime());

    // The same churn again fits in the space the vacuum freed: the table does not grow.
    await churn(db, 'churned', 9);
    expect(await heapBytes(db, 'churned')).toBeLessThanOrEqual(churned);

    // That churn is vacuumed in turn; then the next run finds nothing to do on the table.
    const again = await maintainDatabase(db, { budgetMs: 60_000 });
    expect(again.done.map((t) => t.table)).toContain('churned');
    const quiet = await maintainDatabase(db, { budgetMs: 60_000 });
    expect(quiet.done.map((t) => t.table)).not.toContain('churned');
  });

  it('stops after its time budget and goes on with the tables left at the next run', async () => {
    await createTable(db, 'hot_a');
    await createTable(db, 'hot_b');
    await maintainDatabase(db, { budgetMs: 60_000 });
    await churn(db, 'hot_a', 3);
    await churn(db, 'hot_b', 2);

    // A budget of 0 still does one table per run, the one with the most dead rows first.
    const first = await maintainDatabase(db, { budgetMs: 0 });
    expect(first.done.map((t) => t.table)).toEqual(['hot_a']);
    expect(first.left).toContain('hot_b');
    const second = await maintainDatabase(db, { budgetMs: 0 });
    expect(second.done.map((t) => t.table)).toEqual(['hot_b']);
    expect(second.left).not.toContain('hot_a');
  });

  it('stops between tables once told to', async () => {
    await churn(db, 'hot_a', 2);
    await churn(db, 'hot_b', 2);
    const controller = new AbortController();
    controller.abort();
    const report = await maintainDatabase(db, { budgetMs: 60_000, signal: controller.signal });
    expect(report.done).toEqual([]);
    expect(report.left).toEqual(expect.arrayContaining(['hot_a', 'hot_b']));
  });

  it('ends a run with a checkpoint, which the single session never takes by itself', async () => {
    const lastCheckpoint = async () => {
      const { rows } = await sql<{
        lsn: string;
      }>`select (checkpoint_lsn - '0/0'::pg_lsn)::text as lsn from pg_control_checkpoint()`.execute(
        db,
      );
      return BigInt(rows[0]!.lsn);
    };
    const before = await lastCheckpoint();
    await churn(db, 'hot_a', 2);
    expect(await lastCheckpoint()).toBe(before);
    const report = await maintainDatabase(db, { budgetMs: 60_000 });
    expect(report.checkpointMs).toEqual(expect.any(Number));
    expect(await lastCheckpoint()).toBeGreaterThan(before);
  });

  it('runs as the scheduled database-maintenance job and logs what it did', async () => {
    await churn(db, 'hot_a', 2);
    const lines: { msg: string; table?: string; ms?: number }[] = [];
    const log = pino(
      { level: 'debug' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString('utf8').split('\n'))
            if (line) lines.push(JSON.parse(line) as (typeof lines)[number]);
          done();
        },
      }),
    );
    const scheduler = new JobScheduler({ log });
    scheduler.add(databaseMaintenanceJob(db, '*/5 * * * *'));
    try {
      expect(await scheduler.trigger(DATABASE_MAINTENANCE_JOB)).toBe('done');
    } finally {
      await scheduler.stop();
    }
    const vacuumed = lines.find((l) => l.table === 'hot_a');
    expect(vacuumed?.msg).toBe('table vacuumed and analysed');
    expect(vacuumed?.ms).toEqual(expect.any(Number));
    expect(lines.some((l) => l.msg === 'database maintenance done')).toBe(true);
  });
});
