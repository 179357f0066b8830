import { sql, type RawBuilder } from 'kysely';

/**
 * The items of a batch statement as a table: `from ${batchRows(items, 'r(i int, pk int)')}`.
 * The items travel as `json`, not `jsonb`: the rows are read once, so building the binary form
 * first was wasted work on both databases (docs/performance.md).
 * The planner assumes 100 rows from json_to_recordset and may then hash a whole table to
 * match a handful of items; the limit tells it the count, so it looks them up by index. The
 * count is rounded up to a power of two so that a statement has few texts and stays prepared.
 */
export function batchRows(items: readonly object[], definition: string): RawBuilder<unknown> {
  const alias = definition.slice(0, definition.indexOf('('));
  return sql`(select * from json_to_recordset(${JSON.stringify(items)}::json) as ${sql.raw(definition)} limit ${sql.lit(2 ** Math.ceil(Math.log2(Math.max(1, items.length))))}) as ${sql.raw(alias)}`;
}
