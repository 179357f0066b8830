import type { SelectQueryBuilder } from 'kysely';

/** A zero-based page, and the text searched for when the list has a search. */
export interface PageArgs {
  page: number;
  size: number;
  search?: string;
}

/**
 * One zero-based page of a query's rows, and how many rows it has in all: `query` is counted
 * as it is; `rows` adds to it the columns and the order of the page.
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, object>,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  p: PageArgs,
): Promise<{ rows: O[]; count: number }> {
  const counted = await query
    .select((eb) => eb.fn.countAll().as('count'))
    .$castTo<{ count: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  const found = await rows(query)
    .limit(p.size)
    .offset(p.page * p.size)
    .execute();
  return { rows: found, count: Number(counted.count) };
}
