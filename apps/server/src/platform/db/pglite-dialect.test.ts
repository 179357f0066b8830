import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';

describe('embedded database session', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = openDatabase({});
    await sql`create table session_probe (n integer not null)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('sizes its caches for a small site', async () => {
    const show = async (name: string) =>
      Object.values((await sql.raw(`show ${name}`).execute(handle.db)).rows[0] ?? {})[0];
    expect(await show('shared_buffers')).toBe('16MB');
    expect(await show('maintenance_work_mem')).toBe('16MB');
  });

  it('runs statements issued together in the order issued', async () => {
    const inserts = Array.from({ length: 50 }, (_, n) =>
      sql`insert into session_probe (n) values (${n})`.execute(handle.db),
    );
    const count = sql<{ c: number }>`select count(*)::int as c from session_probe`.execute(
      handle.db,
    );
    await Promise.all(inserts);
    expect((await count).rows[0]?.c).toBe(50);
    await sql`delete from session_probe`.execute(handle.db);
  });

  it('keeps other statements out of an open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const transaction = handle.db.transaction().execute(async (tx) => {
      await sql`insert into session_probe (n) values (1)`.execute(tx);
      inside();
      await held;
      throw new Error('rolled back on purpose');
    });
    await begun;
    // Issued while the transaction is open: it must neither run inside it nor see its row.
    const outside = sql<{ c: number }>`select count(*)::int as c from session_probe`.execute(
      handle.db,
    );
    const write = sql`insert into session_probe (n) values (2)`.execute(handle.db);
    release();
    await expect(transaction).rejects.toThrow('rolled back on purpose');
    expect((await outside).rows[0]?.c).toBe(0);
    await write;
    const rows = await sql<{ n: number }>`select n from session_probe`.execute(handle.db);
    expect(rows.rows).toEqual([{ n: 2 }]);
  });

  it('gives the session to one transaction at a time', async () => {
    const order: string[] = [];
    const run = (name: string) =>
      handle.db.transaction().execute(async (tx) => {
        order.push(`${name} begins`);
        await sql`insert into session_probe (n) values (3)`.execute(tx);
        await sql`select pg_sleep(0.01)`.execute(tx);
        order.push(`${name} ends`);
      });
    await Promise.all([run('a'), run('b')]);
    expect(order).toEqual(['a begins', 'a ends', 'b begins', 'b ends']);
  });
});
