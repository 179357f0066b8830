import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import { PgliteDialect } from './pglite-dialect';
import { preparingPool } from './prepared-pool';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';
export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The PostgreSQL URL, for a connection of its own (the job leader's lock). */
  url?: string;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;

/**
 * node-postgres is loaded when Kysely first connects, so that the embedded database never holds
 * it (docs/performance.md, "A lean default").
 */
async function postgresPool(url: string, max: number): Promise<PostgresPool> {
  const { default: pg } = await import('pg');
  pg.types.setTypeParser(INT8, (value) => Number(value));
  pg.types.setTypeParser(NUMERIC, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client can lose its connection (server restart, database dropped); the pool
  // replaces it on the next query. Without a listener the error would end the process.
  pool.on('error', (error) => {
    process.stderr.write(`database: idle connection lost: ${error.message}\n`);
  });
  return preparingPool(pool);
}

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const { url, poolSize = 10 } = options;
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: () => postgresPool(url, poolSize) }),
    });
    return { db, kind: 'postgres', url: options.url, close: () => db.destroy() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = new Kysely<DB>({ dialect: new PgliteDialect(options.dataDir) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export function embeddedDataDir(dataDir: string): string {
  return join(dataDir, 'db');
}
