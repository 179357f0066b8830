import { sql, type Kysely } from 'kysely';
import { createPerRowTriggers } from './2026-11-22-0945-tag-charge-totals';
import { createTagTotalsTrigger } from './2026-11-22-0946-user-charge-totals';

/**
 * The recharge totals (tag_charge_total, user_charge_total) are kept per statement instead of
 * per row: the OCPP group commit starts or stops many recharges in one statement, and one
 * grouped upsert costs less than a function call per row (and per tag total changed). Each
 * statement's rows (transition tables) are summed by tag, added to the tags' totals and to their
 * owners' totals.
 */

/** The statement's rows summed by tag and added to the tags' totals (CTEs `changed`, `tags`). */
export const TAG_TOTALS = (rows: string) => `
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
  )`;

export const APPLY = (rows: string) => `
  ${TAG_TOTALS(rows)}
  update user_charge_total u set recharges = u.recharges + s.recharges, wh = u.wh + s.wh,
    running = u.running + s.running
  from (
    select g.owner_user_pk, sum(changed.recharges) as recharges, sum(changed.wh) as wh,
      sum(changed.running) as running
    from changed join ocpp_tag g on g.ocpp_tag_pk = changed.ocpp_tag_pk
    where g.owner_user_pk is not null
    group by g.owner_user_pk
  ) s
  where u.user_pk = s.owner_user_pk`;

const COLUMNS = 'ocpp_tag_pk, start_value, stop_value, stop_timestamp';

/** Each trigger function's signed rows: +1 for a row added, -1 for a row removed. */
export const TOTALS_ROWS = {
  charge_totals_inserted: `select ${COLUMNS}, 1 as sign from added_rows`,
  charge_totals_deleted: `select ${COLUMNS}, -1 as sign from removed_rows`,
  charge_totals_updated: `select ${COLUMNS}, 1 as sign from added_rows
    union all select ${COLUMNS}, -1 as sign from removed_rows`,
};

/**
 * Creates (or replaces) the trigger functions; with `guards`, each first returns when its
 * condition says there is nothing to apply (0948).
 */
export async function defineTotalsFunctions(
  db: Kysely<unknown>,
  guards?: Record<keyof typeof TOTALS_ROWS, string>,
  apply = APPLY,
): Promise<void> {
  for (const [name, rows] of Object.entries(TOTALS_ROWS)) {
    const guard = guards?.[name as keyof typeof TOTALS_ROWS];
    await sql
      .raw(
        `create or replace function ${name}() returns trigger language plpgsql as $$
        begin
          ${guard ? `if ${guard} then return null; end if;` : ''}
          ${apply(rows)};
          return null;
        end $$`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.raw(`charging_transaction_tag_total_${name}`)}
      on charging_transaction`.execute(db);
  }
  await sql`drop trigger if exists tag_charge_total_user on tag_charge_total`.execute(db);
  await sql`drop function if exists tag_charge_total_track()`.execute(db);
  await sql`drop function if exists tag_charge_total_add(charging_transaction, integer)`.execute(
    db,
  );
  await sql`drop function if exists user_charge_total_of_tag()`.execute(db);
  await defineTotalsFunctions(db);
  await sql`
    create trigger charging_transaction_totals_insert after insert on charging_transaction
    referencing new table as added_rows
    for each statement execute function charge_totals_inserted()`.execute(db);
  await sql`
    create trigger charging_transaction_totals_delete after delete on charging_transaction
    referencing old table as removed_rows
    for each statement execute function charge_totals_deleted()`.execute(db);
  await sql`
    create trigger charging_transaction_totals_update after update on charging_transaction
    referencing old table as removed_rows new table as added_rows
    for each statement execute function charge_totals_updated()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.raw(`charging_transaction_totals_${name}`)}
      on charging_transaction`.execute(db);
  }
  for (const name of ['inserted', 'deleted', 'updated']) {
    await sql`drop function if exists ${sql.raw(`charge_totals_${name}`)}()`.execute(db);
  }
  await createPerRowTriggers(db);
  await createTagTotalsTrigger(db);
}
