import { sql, type Kysely } from 'kysely';
import { MONEY_CHANGED, triggerFunctions } from './2026-11-24-2200-financial-movements';

/**
 * The shape of a financial movement and of its hourly sums, each written once as a SQL function
 * that both the row triggers and a set-based fill (a bulk load, a backfill) call:
 *
 * - financial_movements_of(charging_transaction): the recharge's TRANSACTION and IDLE rows;
 * - financial_movements_of(wallet_entry, seen_at): a deposit's USER row, paid at `seen_at` if
 *   approved (its creation when inserted approved, the update's time when approved later);
 * - financial_hours_of(financial_movement): the two financial_hour keys a movement counts in.
 *
 * The update trigger of a recharge now also asks for an amount before or after the update: a
 * movement exists only while its amount is positive, so a stop of an unpriced recharge (most
 * stops of most networks) has nothing to write or delete and no longer calls the function.
 *
 * The triggers keep their behaviour (what they upsert, delete and keep on conflict); a bulk load
 * with the triggers off fills the tables with
 *   insert into financial_movement select f.* from charging_transaction x
 *     cross join lateral financial_movements_of(x) f
 * and sums financial_hours_of over the movements, as the benchmark seed does.
 */
const TRANSACTION_ROWS = `
  create function financial_movements_of(x charging_transaction)
  returns setof financial_movement
  language sql stable as $$
    select k.target_type, x.transaction_pk::bigint, b.tenant_pk, x.charge_box_pk,
      coalesce(x.paid_by_user_pk,
        (select g.owner_user_pk from ocpp_tag g where g.ocpp_tag_pk = x.ocpp_tag_pk)),
      k.amount_cents, k.at, k.paid_at, coalesce(k.paid_at, k.at)
    from charge_box b
    cross join lateral (values
      ('TRANSACTION', x.transaction_amount, coalesce(x.stop_timestamp, x.start_timestamp),
        x.paid_at, x.stop_timestamp is not null and coalesce(x.transaction_amount, 0) > 0),
      ('IDLE', x.idle_amount, coalesce(x.stop_timestamp, x.start_timestamp),
        case when x.idle_payment_status = 'approved'
          then coalesce(x.stop_timestamp, x.start_timestamp) end,
        coalesce(x.idle_amount, 0) > 0)
    ) as k (target_type, amount_cents, at, paid_at, present)
    where b.charge_box_pk = x.charge_box_pk and k.present
  $$`;

const DEPOSIT_ROWS = `
  create function financial_movements_of(e wallet_entry, seen_at timestamptz)
  returns setof financial_movement
  language sql stable as $$
    select 'USER', e.wallet_entry_pk::bigint, u.tenant_pk, null::integer, e.user_pk,
      abs(e.amount_cents)::integer, e.created_at, p.paid_at, coalesce(p.paid_at, e.created_at)
    from app_user u
    cross join lateral (select case when e.payment_status = 'approved' then seen_at end
      as paid_at) p
    where u.user_pk = e.user_pk and e.kind = 'DEPOSIT'
  $$`;

/**
 * A movement counts in four rows: its UTC hour by payment and by creation ('paid', 'created'),
 * and its UTC day by each ('paid_day', 'created_day', keyed by the day's first hour). A period of
 * months reads its whole days (hundreds of rows) and only its first and last partial days by the
 * hour, instead of some 9,000 hours. Hours are epoch hours, so no session time zone moves them.
 */
const HOUR_KEYS = `
  create function financial_hours_of(m financial_movement)
  returns table (tenant_pk integer, by_time text, hour bigint, target_type text,
    amount_cents integer)
  language sql immutable as $$
    select m.tenant_pk, k.by_time || g.suffix,
      floor(extract(epoch from k.at) / g.seconds)::bigint * g.hours, m.target_type, m.amount_cents
    from (values ('paid', m.paid_sort_at), ('created', m.created_at)) as k (by_time, at)
    cross join (values ('', 3600, 1), ('_day', 86400, 24)) as g (suffix, seconds, hours)
  $$`;

const BY_TIMES = `('paid', 'created', 'paid_day', 'created_day')`;

const TRANSACTION_TRIGGER = `
  create or replace function financial_movement_of_transaction() returns trigger
  language plpgsql as $$
  declare
    kept text[];
  begin
    with written as (
      insert into financial_movement as m
      select f.* from financial_movements_of(new) f
      on conflict (target_type, source_pk) do update set user_pk = excluded.user_pk,
        amount_cents = excluded.amount_cents, created_at = excluded.created_at,
        paid_at = excluded.paid_at, paid_sort_at = excluded.paid_sort_at
      returning m.target_type)
    select coalesce(array_agg(w.target_type), '{}') into kept from written w;
    if tg_op = 'UPDATE' then
      delete from financial_movement m where m.source_pk = new.transaction_pk
        and m.target_type in ('TRANSACTION', 'IDLE') and m.target_type <> all (kept);
    end if;
    return null;
  end $$`;

const DEPOSIT_TRIGGER = `
  create or replace function financial_movement_of_deposit() returns trigger
  language plpgsql as $$
  begin
    insert into financial_movement as m
    select f.* from financial_movements_of(new,
      case when tg_op = 'INSERT' then new.created_at else now() end) f
    on conflict (target_type, source_pk) do update set amount_cents = excluded.amount_cents,
      paid_at = coalesce(m.paid_at, excluded.paid_at),
      paid_sort_at = coalesce(m.paid_at, excluded.paid_at, m.created_at);
    return null;
  end $$`;

const HOUR_TRIGGER = `
  create or replace function financial_hour_of_movement() returns trigger
  language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      update financial_hour h set movements = h.movements - 1,
        amount_cents = h.amount_cents - k.amount_cents
      from financial_hours_of(old) k
      where (h.tenant_pk, h.by_time, h.hour, h.target_type)
        = (k.tenant_pk, k.by_time, k.hour, k.target_type);
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into financial_hour as h (tenant_pk, by_time, hour, target_type, movements,
        amount_cents)
      select k.tenant_pk, k.by_time, k.hour, k.target_type, 1, k.amount_cents
      from financial_hours_of(new) k
      on conflict (tenant_pk, by_time, hour, target_type) do update
        set movements = h.movements + 1, amount_cents = h.amount_cents + excluded.amount_cents;
    end if;
    return null;
  end $$`;

const updateTrigger = (when: string) => `
  create trigger financial_movement_on_transaction_update
  after update on charging_transaction for each row when (${when})
  execute function financial_movement_of_transaction()`;

const WITH_AMOUNT = `(old.transaction_amount > 0 or new.transaction_amount > 0
  or old.idle_amount > 0 or new.idle_amount > 0)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [TRANSACTION_ROWS, DEPOSIT_ROWS, HOUR_KEYS]) {
    await sql.raw(statement).execute(db);
  }
  for (const statement of [TRANSACTION_TRIGGER, DEPOSIT_TRIGGER, HOUR_TRIGGER]) {
    await sql.raw(statement).execute(db);
  }
  await sql`drop trigger financial_movement_on_transaction_update on charging_transaction`.execute(
    db,
  );
  await sql.raw(updateTrigger(`${WITH_AMOUNT} and (${MONEY_CHANGED})`)).execute(db);
  await sql`alter table financial_hour drop constraint financial_hour_by_time_check`.execute(db);
  await sql`alter table financial_hour add constraint financial_hour_by_time_check
    check (by_time in ${sql.raw(BY_TIMES)})`.execute(db);
  // The days of the movements already stored.
  await sql`
    insert into financial_hour (tenant_pk, by_time, hour, target_type, movements, amount_cents)
    select k.tenant_pk, k.by_time, k.hour, k.target_type, count(*), sum(k.amount_cents)
    from financial_movement m cross join lateral financial_hours_of(m) k
    where k.by_time in ('paid_day', 'created_day')
    group by k.tenant_pk, k.by_time, k.hour, k.target_type`.execute(db);
}

/** The trigger functions as migration 2026-11-24-2200 wrote them, then the row functions go. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from financial_hour where by_time in ('paid_day', 'created_day')`.execute(db);
  await sql`alter table financial_hour drop constraint financial_hour_by_time_check`.execute(db);
  await sql`alter table financial_hour add constraint financial_hour_by_time_check
    check (by_time in ('paid', 'created'))`.execute(db);
  await sql`drop trigger financial_movement_on_transaction_update on charging_transaction`.execute(
    db,
  );
  await sql.raw(updateTrigger(MONEY_CHANGED)).execute(db);
  for (const statement of triggerFunctions) {
    await sql.raw(statement.replace('create function', 'create or replace function')).execute(db);
  }
  await sql`drop function financial_hours_of(financial_movement)`.execute(db);
  await sql`drop function financial_movements_of(wallet_entry, timestamptz)`.execute(db);
  await sql`drop function financial_movements_of(charging_transaction)`.execute(db);
}
