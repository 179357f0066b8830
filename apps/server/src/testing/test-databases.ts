import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrate';

export interface TestDatabase {
  kind: DatabaseKind;
  /** The migrated database of this describe block, ready in beforeAll. */
  readonly handle: DatabaseHandle;
  /** URL of the throwaway PostgreSQL database (undefined on PGlite). */
  readonly url: string | undefined;
}

/** A new, empty PostgreSQL database next to the admin URL's; its URL. */
export async function createPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `chargedeck_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/**
 * Runs a block of database tests on the embedded database and, when TEST_DATABASE_URL is set,
 * again on a fresh PostgreSQL database that is dropped afterwards.
 */
export function describeDatabases(name: string, body: (database: TestDatabase) => void): void {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const kinds: DatabaseKind[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];
  for (const kind of kinds) {
    describe(`${name} [${kind}]`, () => {
      let handle: DatabaseHandle | undefined;
      let url: string | undefined;
      const database: TestDatabase = {
        kind,
        get handle() {
          if (!handle) throw new Error('database not ready: use it inside tests or hooks');
          return handle;
        },
        get url() {
          return url;
        },
      };
      beforeAll(async () => {
        if (kind === 'postgres' && adminUrl) url = await createPostgresDatabase(adminUrl);
        handle = openDatabase({ url });
        await migrateToLatest(handle.db);
      });
      afterAll(async () => {
        await handle?.close();
        if (adminUrl && url) await dropPostgresDatabase(adminUrl, url);
      });
      body(database);
    });
  }
}
