import type { Kysely } from 'kysely';
import { defineTotalsFunctions, TAG_TOTALS } from './2026-11-22-0947-charge-totals-per-statement';
import { GUARDS } from './2026-11-22-0948-charge-totals-skip-idle-statements';

/**
 * A PL/pgSQL function plans each of its statements once per connection, and a statement on a
 * transition table is planned for the size that table had that first time. After a first
 * statement of thousands of recharges, the totals trigger's joins to ocpp_tag and to
 * user_charge_total read both tables whole for every later statement of one recharge (tested).
 * It now looks up each tag's owner and each user's total by key: an index scan whatever the
 * size. The update names its users twice: joined to `owners` for the amounts, and as
 * `= any (array(...))` so that the rows to update are found on the key's index, whichever join
 * the first statement's plan chose.
 */
const APPLY_BY_KEY = (rows: string) => `
  ${TAG_TOTALS(rows)}, owners as (
    select owner_user_pk, sum(recharges) as recharges, sum(wh) as wh, sum(running) as running
    from (
      select changed.*,
        (select g.owner_user_pk from ocpp_tag g where g.ocpp_tag_pk = changed.ocpp_tag_pk)
          as owner_user_pk
      from changed
    ) c
    where owner_user_pk is not null
    group by owner_user_pk
  )
  update user_charge_total u set recharges = u.recharges + s.recharges, wh = u.wh + s.wh,
    running = u.running + s.running
  from owners s
  where u.user_pk = s.owner_user_pk
    and u.user_pk = any (array(select owner_user_pk from owners))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await defineTotalsFunctions(db, GUARDS, APPLY_BY_KEY);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await defineTotalsFunctions(db, GUARDS);
}
