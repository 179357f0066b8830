import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { DatabaseError } from './pglite-client';

describe('embedded database worker: prepared statements and settings', () => {
  let handle: DatabaseHandle;
  const prepared = async (text: string) => {
    const result = await sql<{ c: number }>`
      select count(*)::int as c from pg_prepared_statements where statement = ${text}`.execute(
      handle.db,
    );
    return result.rows[0]?.c ?? 0;
  };

  beforeAll(async () => {
    handle = openDatabase({});
    await sql`create table probe (n integer primary key, amount numeric, at timestamptz,
      tags text[], doc jsonb)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('keeps a statement prepared once it repeats, with the same answers', async () => {
    const at = new Date('2026-11-22T10:00:00.000Z');
    const insert = (n: number) =>
      sql`insert into probe (n, amount, at, tags, doc) values (${n}, ${n + 0.5}, ${at},
        ${['a', 'b']}, ${JSON.stringify({ n })}::jsonb)`;
    await insert(1).execute(handle.db);
    const text = insert(2).compile(handle.db).sql;
    expect(await prepared(text)).toBe(0);
    await insert(2).execute(handle.db);
    await insert(3).execute(handle.db);
    expect(await prepared(text)).toBe(1);

    const select = (n: number) =>
      sql<{ n: number; amount: number; at: Date; tags: string[]; doc: { n: number } }>`
        select n, amount, at, tags, doc from probe where n >= ${n} order by n`;
    const first = (await select(1).execute(handle.db)).rows;
    const again = (await select(1).execute(handle.db)).rows;
    expect(await prepared(select(1).compile(handle.db).sql)).toBe(1);
    expect(again).toEqual(first);
    expect(again[2]).toEqual({ n: 3, amount: 3.5, at, tags: ['a', 'b'], doc: { n: 3 } });
    const nulls = await sql<{ v: string | null }>`select ${null}::text as v`.execute(handle.db);
    expect(nulls.rows).toEqual([{ v: null }]);
  });

  it('reports errors of a prepared statement as before, and stays usable', async () => {
    const insert = (n: number) => sql`insert into probe (n) values (${n})`;
    await insert(10).execute(handle.db);
    await insert(11).execute(handle.db);
    const failure = await insert(10)
      .execute(handle.db)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseError);
    expect(failure).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
    const result = await insert(12).execute(handle.db);
    expect(result.numAffectedRows).toBe(1n);
  });

  it('plans a statement again when the table it reads has changed', async () => {
    const select = sql<Record<string, unknown>>`select * from probe where n = ${1}`;
    await select.execute(handle.db);
    await select.execute(handle.db);
    await sql`alter table probe add column note text default 'added'`.execute(handle.db);
    const rows = (await select.execute(handle.db)).rows;
    expect(rows[0]).toMatchObject({ n: 1, note: 'added' });
  });

  it('runs without zero-filling new WAL segments, which held every statement behind it', async () => {
    const setting = await sql<{ wal_init_zero: string }>`show wal_init_zero`.execute(handle.db);
    expect(setting.rows).toEqual([{ wal_init_zero: 'off' }]);
  });

  it('keeps at most 200 statements prepared', async () => {
    for (let k = 0; k < 230; k += 1) {
      const statement = sql`select ${k}::int + ${sql.lit(k)} as v`;
      await statement.execute(handle.db);
      await statement.execute(handle.db);
    }
    const count = await sql<{ c: number }>`
      select count(*)::int as c from pg_prepared_statements`.execute(handle.db);
    expect(count.rows[0]?.c).toBeLessThanOrEqual(200);
    expect(count.rows[0]?.c).toBeGreaterThan(150);
  });
});
