import type { Kysely } from 'kysely';
import { defineTotalsFunctions } from './2026-11-22-0947-charge-totals-per-statement';
import { GUARDS } from './2026-11-22-0948-charge-totals-skip-idle-statements';

/**
 * A PL/pgSQL function plans each of its statements once per connection, and a statement on a
 * transition table is planned for the size that table had that first time. After a first
 * statement of thousands of recharges, the totals trigger's joins to ocpp_tag and to
 * user_charge_total read both tables whole for every later statement of one recharge (tested).
 * It now looks up each tag's owner and each user's total by key: an index scan whatever the
 * size.
 */
const APPLY_BY_KEY = (rows: string) => `
  with d as (
    select ocpp_tag_pk, sum(sign)::integer as recharges,
      coalesce(sum(sign * greatest(stop_value - start_value, 0)), 0)::bigint as wh,
      sum(case when stop_timestamp is null then sign else 0 end)::integer as running
    from (${rows}) r
    where ocpp_tag_pk is not null
    group by ocpp_tag_pk
  ), changed as (
    select * from d where recharges <> 0 or wh <> 0 or running <> 0
  ), tags as (
    insert into tag_charge_total as c (ocpp_tag_pk, recharges, wh, running)
    select ocpp_tag_pk, recharges, wh, running from changed
    on conflict (ocpp_tag_pk) do update set recharges = c.recharges + excluded.recharges,
      wh = c.wh + excluded.wh, running = c.running + excluded.running
  ), owners as (
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
