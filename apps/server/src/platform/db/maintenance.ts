import { sql } from 'kysely';
import type { Job } from '../jobs';
import type { Database } from './database';

export const DATABASE_MAINTENANCE_JOB = 'database-maintenance';

/** Work time after which a run stops; the tables left wait for the next run. */
export const DEFAULT_MAINTENANCE_BUDGET_MS = 200;

export interface MaintainedTable {
  table: string;
  deadTuples: number;
  ms: number;
}

export interface MaintenanceReport {
  /** The tables vacuumed and analysed by this run, in order. */
  done: MaintainedTable[];
  /** The tables that needed it but were left for the next run (budget spent or stopping). */
  left: string[];
  /** How long the checkpoint at the end of the run took (not run when stopping). */
  checkpointMs?: number;
}

interface TableNeed {
  schema: string;
  table: string;
  dead_tuples: number;
}

/**
 * The tables worth a `VACUUM (ANALYZE)`, most dead rows first, by the thresholds autovacuum
 * uses (a little tighter, since a run here is small and frequent): dead rows above 50 + 10 % of
 * the live ones, rows inserted since the last vacuum above 1000 + 20 %, rows changed since the
 * last analyse above 50 + 10 %. System catalogs count by their dead rows: every ANALYZE
 * rewrites rows of pg_statistic (so its own changes since an analyse never settle), and nothing
 * else would ever vacuum it.
 */
async function tablesInNeed(db: Database): Promise<TableNeed[]> {
  // The embedded database is a single session that hands its activity counters to the shared
  // statistics at most once a second; this makes the next statement hand them over, so the
  // counters read below include the writes made just before the run.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<TableNeed>`
    select schemaname as schema, relname as "table", n_dead_tup as dead_tuples
    from pg_stat_all_tables
    where (schemaname = 'pg_catalog' or schemaname not like 'pg\\_%')
      and schemaname <> 'information_schema'
      and (
        n_dead_tup > 50 + 0.1 * n_live_tup
        or schemaname <> 'pg_catalog' and (
          n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
          or n_mod_since_analyze > 50 + 0.1 * n_live_tup
        )
      )
    order by n_dead_tup desc, n_mod_since_analyze desc, relname`.execute(db);
  return rows;
}

export interface MaintenanceOptions {
  budgetMs?: number;
  /** Checked between tables: once aborted the run returns with what it has done. */
  signal?: AbortSignal;
}

/**
 * One maintenance run on the embedded database, which runs PostgreSQL as a single session
 * without autovacuum or checkpointer: dead rows left by updates (heartbeats, connector states,
 * usage hours), stale planner statistics and WAL would otherwise pile up for as long as the
 * server runs. The tables are vacuumed one statement at a time through the normal connection
 * queue, so OCPP and HTTP queries wait for one table at most, and the run stops once its time
 * budget is spent (after at least one table, so a big table cannot starve the others). It ends
 * with a checkpoint.
 */
export async function maintainDatabase(
  db: Database,
  options: MaintenanceOptions = {},
): Promise<MaintenanceReport> {
  const budgetMs = options.budgetMs ?? DEFAULT_MAINTENANCE_BUDGET_MS;
  const started = performance.now();
  const candidates = await tablesInNeed(db);
  const done: MaintainedTable[] = [];
  let next = 0;
  for (; next < candidates.length; next++) {
    if (options.signal?.aborted) break;
    if (done.length > 0 && performance.now() - started >= budgetMs) break;
    const { schema, table, dead_tuples } = candidates[next]!;
    const tableStarted = performance.now();
    await sql`vacuum (analyze) ${sql.id(schema, table)}`.execute(db);
    done.push({
      table: schema === 'public' ? table : `${schema}.${table}`,
      deadTuples: Number(dead_tuples),
      ms: Math.round((performance.now() - tableStarted) * 10) / 10,
    });
  }
  const left = candidates
    .slice(next)
    .map(({ schema, table }) => (schema === 'public' ? table : `${schema}.${table}`));
  if (options.signal?.aborted) return { done, left };
  // A single session has no checkpointer either: without this the WAL grows to max_wal_size
  // (1 GB) before a checkpoint is forced in the middle of the traffic, and a restart after a
  // crash replays all of it. Each run writes what became dirty since the one before.
  const checkpointStarted = performance.now();
  await sql`checkpoint`.execute(db);
  return { done, left, checkpointMs: Math.round(performance.now() - checkpointStarted) };
}

/** The scheduled job around {@link maintainDatabase}; for the embedded database only. */
export function databaseMaintenanceJob(
  db: Database,
  pattern: string,
  budgetMs = DEFAULT_MAINTENANCE_BUDGET_MS,
): Job {
  return {
    name: DATABASE_MAINTENANCE_JOB,
    pattern,
    async run({ signal, log }) {
      const report = await maintainDatabase(db, { budgetMs, signal });
      for (const table of report.done) log.debug(table, 'table vacuumed and analysed');
      log.debug(
        { tables: report.done.length, left: report.left, checkpointMs: report.checkpointMs },
        report.left.length > 0
          ? 'database maintenance paused: the tables left wait for the next run'
          : 'database maintenance done',
      );
    },
  };
}
