import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementNames, preparingPool } from './prepared-pool';

describe('statement names', () => {
  it('names a text with parameters the second time it is seen', () => {
    const names = new StatementNames();
    expect(names.nameOf('select $1', 1)).toBeUndefined();
    const name = names.nameOf('select $1', 1);
    expect(name).toMatch(/^cd_\d+$/);
    expect(names.nameOf('select $1', 1)).toBe(name);
    expect(names.nameOf('select 1', 0)).toBeUndefined();
    expect(names.nameOf('select 1', 0)).toBeUndefined();
  });

  it('names at most 200 texts', () => {
    const names = new StatementNames();
    const texts = Array.from({ length: 201 }, (_, i) => `select $1 + ${i}`);
    for (const text of texts) names.nameOf(text, 1);
    const named = texts.map((text) => names.nameOf(text, 1));
    expect(named.filter(Boolean)).toHaveLength(200);
    expect(named[200]).toBeUndefined();
  });

  it('gives a stale statement a new name', () => {
    const names = new StatementNames();
    names.nameOf('select $1', 1);
    const before = names.nameOf('select $1', 1);
    names.renew('select $1');
    expect(names.nameOf('select $1', 1)).not.toBe(before);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('prepared statements on PostgreSQL', () => {
  const name = `chargedeck_test_${randomBytes(6).toString('hex')}`;
  let db: Kysely<never>;
  const admin = () => new pg.Client({ connectionString: adminUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    // One connection, so pg_prepared_statements shows what every query ran on.
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    db = new Kysely({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    await sql`create table probe (n integer primary key, label text)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  const preparedCount = async (text: string) => {
    const result = await sql<{ c: number }>`
      select count(*)::int as c from pg_prepared_statements where statement = ${text}`.execute(db);
    return result.rows[0]?.c ?? 0;
  };
  const select = (n: number) =>
    sql<{ n: number; label: string }>`select * from probe where n >= ${n} order by n`;

  it('prepares a repeated statement once and answers as before', async () => {
    await sql`insert into probe values (${1}, ${'one'}), (${2}, ${'two'})`.execute(db);
    const text = select(0).compile(db).sql;
    const first = (await select(1).execute(db)).rows;
    expect(await preparedCount(text)).toBe(0);
    const second = (await select(1).execute(db)).rows;
    const third = (await select(2).execute(db)).rows;
    expect(await preparedCount(text)).toBe(1);
    expect(second).toEqual(first);
    expect(first).toEqual([
      { n: 1, label: 'one' },
      { n: 2, label: 'two' },
    ]);
    expect(third).toEqual([{ n: 2, label: 'two' }]);
  });

  it('runs a prepared statement again after the table it reads has changed', async () => {
    const text = select(0).compile(db).sql;
    expect(await preparedCount(text)).toBe(1);
    await sql`alter table probe add column note text`.execute(db);
    const rows = (await select(2).execute(db)).rows;
    expect(rows).toEqual([{ n: 2, label: 'two', note: null }]);
    expect((await select(2).execute(db)).rows).toEqual(rows);
  });

  it('reports a stale statement inside a transaction, which the database has aborted', async () => {
    await sql`alter table probe add column extra integer`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await select(1).execute(trx);
      }),
    ).rejects.toMatchObject({ code: '0A000' });
    expect((await select(1).execute(db)).rows).toHaveLength(2);
  });

  it('survives the database ending a connection that is taken but idle, as a restart does', async () => {
    // Without a listener on the taken client, its 'error' event would end the process.
    const killed = db.connection().execute(async (conn) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
      const other = admin();
      await other.connect();
      await other.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await other.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      return sql`select 1`.execute(conn);
    });
    await expect(killed).rejects.toThrow();
    expect((await select(1).execute(db)).rows).toHaveLength(2);
  });
});

describe('taking a connection while the database restarts', () => {
  const failure = (code: string) => Object.assign(new Error(`failed: ${code}`), { code });
  const flakyPool = (failures: Error[]) => {
    let calls = 0;
    const client = {
      query: async () => ({ rows: [] }),
      release: () => undefined,
      on: () => client,
    };
    const pool = {
      calls: () => calls,
      connect: async () => {
        calls += 1;
        const error = failures.shift();
        if (error) throw error;
        return client;
      },
      end: async () => undefined,
    };
    return pool;
  };
  const retry = { withinMs: 500, everyMs: 10 };

  it('asks again while PostgreSQL refuses, shuts down or starts up, then connects', async () => {
    const pool = flakyPool([failure('ECONNREFUSED'), failure('57P03'), failure('57P01')]);
    const preparing = preparingPool(pool as unknown as pg.Pool, new StatementNames(), retry);
    await expect(preparing.connect()).resolves.toBeDefined();
    expect(pool.calls()).toBe(4);
  });

  it('fails at once on any other error, and after the time limit while the database stays away', async () => {
    const refused = flakyPool([failure('28P01')]);
    const preparing = preparingPool(refused as unknown as pg.Pool, new StatementNames(), retry);
    await expect(preparing.connect()).rejects.toThrow('failed: 28P01');
    expect(refused.calls()).toBe(1);
    const gone = flakyPool(Array.from({ length: 1000 }, () => failure('ECONNREFUSED')));
    const waiting = preparingPool(gone as unknown as pg.Pool, new StatementNames(), retry);
    const started = Date.now();
    await expect(waiting.connect()).rejects.toThrow('failed: ECONNREFUSED');
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(gone.calls()).toBeGreaterThan(5);
  });
});
