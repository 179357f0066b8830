import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../../testing/test-databases';

describeDatabases('indexes', (database) => {
  it('has no plain index whose key columns lead another index of its table', async () => {
    // Every insert, and every update that is not in place, writes each index: one that another
    // index serves is pure cost. Unique, covering (include), partial and expression indexes do
    // more than look up.
    const { rows } = await sql<{ name: string; table: string; columns: string; plain: boolean }>`
      select i.indexrelid::regclass::text as name, i.indrelid::regclass::text as table,
        array_to_string((i.indkey::int2[])[0:i.indnkeyatts - 1], ' ') as columns,
        not i.indisunique and i.indnatts = i.indnkeyatts as plain
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am am on am.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and am.amname = 'btree' and i.indexprs is null
        and i.indpred is null`.execute(database.handle.db);
    const redundant = rows
      .filter((index) => index.plain)
      .flatMap((index) =>
        rows
          .filter(
            (other) =>
              other.table === index.table &&
              other.name !== index.name &&
              `${other.columns} `.startsWith(`${index.columns} `),
          )
          .map((other) => `${index.name} is served by ${other.name}`),
      );
    expect(redundant).toEqual([]);
  });

  it('keeps trigram indexes off plain columns, where the planner would take them for equality', async () => {
    // gin_trgm_ops also answers `=`, and the planner rates such a lookup cheap: with 10,000
    // cards it read thousands of index entries per Authorize instead of one unique-index entry.
    const { rows } = await sql<{ name: string }>`
      select i.indexrelid::regclass::text as name
      from pg_index i
      join pg_opclass o on o.oid = any(i.indclass::oid[])
      where o.opcname = 'gin_trgm_ops' and 0 = any(i.indkey::int2[]) is not true
      order by 1`.execute(database.handle.db);
    expect(rows.map((row) => row.name)).toEqual([]);
  });
});
