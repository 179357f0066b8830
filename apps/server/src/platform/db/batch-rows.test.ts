import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchRows } from './batch-rows';
import { openDatabase, type DatabaseHandle } from './database';

describe('batch rows', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = openDatabase({});
    await sql`create table batch_probe (pk integer primary key, label text not null)`.execute(
      handle.db,
    );
    await sql`insert into batch_probe select i, 'row ' || i from generate_series(1, 5000) as i`.execute(
      handle.db,
    );
    await sql`analyze batch_probe`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  const items = [
    { i: 0, pk: 42 },
    { i: 1, pk: 4242 },
    { i: 2, pk: 9999 },
  ];

  it('reads the items as a table, in any statement', async () => {
    const result = await sql<{ i: number; label: string | null }>`
      select r.i, p.label from ${batchRows(items, 'r(i int, pk int)')}
      left join batch_probe p on p.pk = r.pk order by r.i`.execute(handle.db);
    expect(result.rows).toEqual([
      { i: 0, label: 'row 42' },
      { i: 1, label: 'row 4242' },
      { i: 2, label: null },
    ]);
  });

  it('lets the planner look a few items up by index instead of reading the whole table', async () => {
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain select p.label from ${batchRows(items, 'r(i int, pk int)')}
      join batch_probe p on p.pk = r.pk`.execute(handle.db);
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Scan using batch_probe_pkey');
    expect(text).not.toContain('Seq Scan on batch_probe');
  });
});
