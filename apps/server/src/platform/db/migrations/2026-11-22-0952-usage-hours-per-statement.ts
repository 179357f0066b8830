import { sql, type Kysely } from 'kysely';
import { createPerRowUsageTracking } from './2026-11-22-0920-usage-hours';

/**
 * The usage hours (usage_hour, 0920) are kept per statement instead of per row, as the recharge
 * totals are (0947). The OCPP group commit stops hundreds of recharges in one statement, most of
 * them in the same tenant, hour and length of stay: per row, each one upserted that same hour
 * row again, and every new version of it made the next upsert slower (docs/performance.md). Now each statement's rows (transition tables) are summed by tenant, hour
 * and stay and upserted once per group. An update adds its new rows and takes away its old ones
 * only where a column the hours are made of changed, so the sums stay exact.
 */
const APPLY = (rows: string) => `
  insert into usage_hour as u (tenant_pk, hour_start, stay, recharges, seconds, wh, amount, income)
  select tenant_pk, hour_start,
    case when secs < 3600 then 0 when secs < 7200 then 1 when secs < 14400 then 2 else 3 end,
    sum(sign)::integer, sum(sign * secs),
    sum(sign * greatest(coalesce(stop_value, start_value) - start_value, 0))::double precision,
    sum(sign * coalesce(transaction_amount, 0))::bigint,
    sum(sign * coalesce(income, 0))::bigint
  from (
    -- The station's tenant is looked up row by row: a function's plan is made once, and a join
    -- planned for a large first statement would read every station for each later one.
    select r.*, (select b.tenant_pk from charge_box b where b.charge_box_pk = r.charge_box_pk)
        as tenant_pk,
      date_trunc('hour', r.start_timestamp at time zone 'UTC') as hour_start,
      greatest(extract(epoch from (r.stop_timestamp - r.start_timestamp)), 0)::double precision
        as secs
    from (${rows}) r
    where r.stop_timestamp is not null
  ) x
  where tenant_pk is not null
  group by 1, 2, 3
  on conflict (tenant_pk, hour_start, stay) do update set
    recharges = u.recharges + excluded.recharges,
    seconds = u.seconds + excluded.seconds,
    wh = u.wh + excluded.wh,
    amount = u.amount + excluded.amount,
    income = u.income + excluded.income`;

const COLUMNS = `charge_box_pk, start_timestamp, stop_timestamp, start_value, stop_value,
  transaction_amount, income`;

/**
 * An update's new rows (+1) and old rows (-1), less the pairs of the same recharge that agree on
 * every column: grouped, such a pair sums to 0. (Grouping, not a join of the two transition
 * tables: the function's plan is made once, for the first statement's size, and a nested loop
 * chosen for one row would take seconds for thousands.)
 */
const CHANGED = `
  select ${COLUMNS}, sign from (
    select transaction_pk, ${COLUMNS}, sum(sign) as sign from (
      select transaction_pk, ${COLUMNS}, 1 as sign from added_rows
      union all select transaction_pk, ${COLUMNS}, -1 as sign from removed_rows
    ) r
    group by transaction_pk, ${COLUMNS}
  ) p
  where sign <> 0`;

const FUNCTIONS = {
  usage_hours_inserted: `select ${COLUMNS}, 1 as sign from added_rows`,
  usage_hours_deleted: `select ${COLUMNS}, -1 as sign from removed_rows`,
  usage_hours_updated: CHANGED,
};
const TRIGGERS = [
  ['insert', 'new table as added_rows', 'usage_hours_inserted'],
  ['delete', 'old table as removed_rows', 'usage_hours_deleted'],
  ['update', 'old table as removed_rows new table as added_rows', 'usage_hours_updated'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [event] of TRIGGERS) {
    await sql`drop trigger if exists ${sql.raw(`charging_transaction_usage_${event}`)}
      on charging_transaction`.execute(db);
  }
  await sql`drop function if exists usage_hour_track()`.execute(db);
  await sql`drop function if exists usage_hour_add(charging_transaction, integer)`.execute(db);
  for (const [name, rows] of Object.entries(FUNCTIONS)) {
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
        begin
          ${APPLY(rows)};
          return null;
        end $$`,
      )
      .execute(db);
  }
  for (const [event, tables, name] of TRIGGERS) {
    await sql
      .raw(
        `create trigger charging_transaction_usage_${event} after ${event} on charging_transaction
        referencing ${tables} for each statement execute function ${name}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [event, , name] of TRIGGERS) {
    await sql`drop trigger if exists ${sql.raw(`charging_transaction_usage_${event}`)}
      on charging_transaction`.execute(db);
    await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
  }
  await createPerRowUsageTracking(db);
}
