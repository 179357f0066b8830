import { sql, type Kysely } from 'kysely';

/**
 * Financial movements (spec 3 §2): one row per money movement, so the financial lists, their
 * counts and the summary read one narrow table by its tenant and time instead of joining a
 * million recharges to their stations. A recharge with an amount (TRANSACTION), its idle charge
 * (IDLE) and a wallet deposit (USER) each keep a row, written by row triggers on
 * charging_transaction and wallet_entry (only when an amount, a payment or a stop changes, so a
 * start, a meter value or a plain stop of an unpriced recharge writes nothing here). The details
 * (statuses, invoice, refunds) are read from their own tables for the page's rows only.
 *
 * paid_sort_at is the payment time, or the movement's own time while unpaid: the order and the
 * period of 'Financial movement'; created_at is the order and period of 'Chronological order'.
 */
const TRANSACTION_FUNCTION = `
  create function financial_movement_of_transaction() returns trigger
  language plpgsql as $$
  declare
    box_tenant integer;
    payer integer;
    at timestamptz := coalesce(new.stop_timestamp, new.start_timestamp);
    idle_paid timestamptz;
  begin
    select b.tenant_pk into box_tenant from charge_box b where b.charge_box_pk = new.charge_box_pk;
    payer := coalesce(new.paid_by_user_pk,
      (select g.owner_user_pk from ocpp_tag g where g.ocpp_tag_pk = new.ocpp_tag_pk));
    if new.stop_timestamp is not null and coalesce(new.transaction_amount, 0) > 0 then
      insert into financial_movement as m (target_type, source_pk, tenant_pk, charge_box_pk,
        user_pk, amount_cents, created_at, paid_at, paid_sort_at)
      values ('TRANSACTION', new.transaction_pk, box_tenant, new.charge_box_pk, payer,
        new.transaction_amount, at, new.paid_at, coalesce(new.paid_at, at))
      on conflict (target_type, source_pk) do update set user_pk = excluded.user_pk,
        amount_cents = excluded.amount_cents, created_at = excluded.created_at,
        paid_at = excluded.paid_at, paid_sort_at = excluded.paid_sort_at;
    elsif tg_op = 'UPDATE' then
      delete from financial_movement where target_type = 'TRANSACTION'
        and source_pk = new.transaction_pk;
    end if;
    if coalesce(new.idle_amount, 0) > 0 then
      idle_paid := case when new.idle_payment_status = 'approved' then at end;
      insert into financial_movement as m (target_type, source_pk, tenant_pk, charge_box_pk,
        user_pk, amount_cents, created_at, paid_at, paid_sort_at)
      values ('IDLE', new.transaction_pk, box_tenant, new.charge_box_pk, payer, new.idle_amount,
        at, idle_paid, coalesce(idle_paid, at))
      on conflict (target_type, source_pk) do update set user_pk = excluded.user_pk,
        amount_cents = excluded.amount_cents, created_at = excluded.created_at,
        paid_at = excluded.paid_at, paid_sort_at = excluded.paid_sort_at;
    elsif tg_op = 'UPDATE' then
      delete from financial_movement where target_type = 'IDLE' and source_pk = new.transaction_pk;
    end if;
    return null;
  end $$`;

/** A deposit is paid when its payment is approved: then, or at its creation if approved at once. */
const DEPOSIT_FUNCTION = `
  create function financial_movement_of_deposit() returns trigger
  language plpgsql as $$
  declare
    paid timestamptz;
  begin
    if new.payment_status = 'approved' then
      paid := case when tg_op = 'INSERT' then new.created_at else now() end;
    end if;
    insert into financial_movement as m (target_type, source_pk, tenant_pk, charge_box_pk,
      user_pk, amount_cents, created_at, paid_at, paid_sort_at)
    select 'USER', new.wallet_entry_pk, u.tenant_pk, null, new.user_pk, abs(new.amount_cents),
      new.created_at, paid, coalesce(paid, new.created_at)
    from app_user u where u.user_pk = new.user_pk
    on conflict (target_type, source_pk) do update set amount_cents = excluded.amount_cents,
      paid_at = coalesce(m.paid_at, excluded.paid_at),
      paid_sort_at = coalesce(m.paid_at, excluded.paid_at, m.created_at);
    return null;
  end $$`;

/**
 * Counts and sums by UTC hour, kind and time (payment or creation): a summary or a count over
 * months reads some thousands of hours instead of a million movements. Kept from the movement
 * rows themselves, whatever wrote them. Hours are epoch hours, so no session time zone moves
 * them; a period whose ends are not whole hours adds its partial hours from the movements.
 * Each movement updates two rows in place: half-empty pages keep those updates on their page
 * (HOT), so the table stays near its live size between vacuums.
 */
const HOUR_FUNCTION = `
  create function financial_hour_of_movement() returns trigger
  language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      update financial_hour h set movements = h.movements - 1,
        amount_cents = h.amount_cents - old.amount_cents
      where (h.tenant_pk, h.by_time, h.hour, h.target_type) in (
        (old.tenant_pk, 'paid', floor(extract(epoch from old.paid_sort_at) / 3600)::bigint,
          old.target_type),
        (old.tenant_pk, 'created', floor(extract(epoch from old.created_at) / 3600)::bigint,
          old.target_type));
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into financial_hour as h (tenant_pk, by_time, hour, target_type, movements,
        amount_cents)
      values
        (new.tenant_pk, 'paid', floor(extract(epoch from new.paid_sort_at) / 3600)::bigint,
          new.target_type, 1, new.amount_cents),
        (new.tenant_pk, 'created', floor(extract(epoch from new.created_at) / 3600)::bigint,
          new.target_type, 1, new.amount_cents)
      on conflict (tenant_pk, by_time, hour, target_type) do update
        set movements = h.movements + 1, amount_cents = h.amount_cents + excluded.amount_cents;
    end if;
    return null;
  end $$`;

/** The trigger functions as written here (migration 2026-11-25-0050 goes back to them). */
export const triggerFunctions = [HOUR_FUNCTION, TRANSACTION_FUNCTION, DEPOSIT_FUNCTION];

export const MONEY_CHANGED = `old.transaction_amount is distinct from new.transaction_amount
  or old.paid_at is distinct from new.paid_at or old.stop_timestamp is distinct from new.stop_timestamp
  or old.idle_amount is distinct from new.idle_amount
  or old.idle_payment_status is distinct from new.idle_payment_status
  or old.paid_by_user_pk is distinct from new.paid_by_user_pk`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table financial_movement (
      target_type text not null check (target_type in ('TRANSACTION', 'IDLE', 'USER')),
      source_pk bigint not null,
      tenant_pk integer not null,
      charge_box_pk integer,
      user_pk integer,
      amount_cents integer not null,
      created_at timestamptz not null,
      paid_at timestamptz,
      paid_sort_at timestamptz not null,
      primary key (target_type, source_pk)
    )`.execute(db);
  await sql`create index financial_movement_paid_idx on financial_movement
    (tenant_pk, paid_sort_at, source_pk, target_type) include (amount_cents)`.execute(db);
  await sql`create index financial_movement_created_idx on financial_movement
    (tenant_pk, created_at, source_pk, target_type) include (amount_cents)`.execute(db);
  await sql`create index financial_movement_box_idx on financial_movement
    (charge_box_pk, paid_sort_at) where charge_box_pk is not null`.execute(db);
  await sql`create index financial_movement_user_idx on financial_movement
    (user_pk, paid_sort_at) where user_pk is not null`.execute(db);
  await sql`
    create table financial_hour (
      tenant_pk integer not null,
      by_time text not null check (by_time in ('paid', 'created')),
      hour bigint not null,
      target_type text not null,
      movements integer not null,
      amount_cents bigint not null,
      primary key (tenant_pk, by_time, hour, target_type)
    ) with (fillfactor = 50)`.execute(db);
  await sql.raw(HOUR_FUNCTION).execute(db);
  await sql
    .raw(
      `create trigger financial_hour_on_movement
    after insert or update or delete on financial_movement for each row
    execute function financial_hour_of_movement()`,
    )
    .execute(db);
  await sql.raw(TRANSACTION_FUNCTION).execute(db);
  await sql.raw(DEPOSIT_FUNCTION).execute(db);
  await sql
    .raw(
      `create trigger financial_movement_on_transaction_insert
    after insert on charging_transaction for each row
    when (new.transaction_amount > 0 or new.idle_amount > 0)
    execute function financial_movement_of_transaction()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger financial_movement_on_transaction_update
    after update on charging_transaction for each row when (${MONEY_CHANGED})
    execute function financial_movement_of_transaction()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger financial_movement_on_deposit_insert
    after insert on wallet_entry for each row when (new.kind = 'DEPOSIT')
    execute function financial_movement_of_deposit()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger financial_movement_on_deposit_update
    after update on wallet_entry for each row when (new.kind = 'DEPOSIT'
      and (old.payment_status is distinct from new.payment_status
        or old.amount_cents is distinct from new.amount_cents))
    execute function financial_movement_of_deposit()`,
    )
    .execute(db);
  // The movements already stored.
  await sql`
    insert into financial_movement (target_type, source_pk, tenant_pk, charge_box_pk, user_pk,
      amount_cents, created_at, paid_at, paid_sort_at)
    select 'TRANSACTION', x.transaction_pk, b.tenant_pk, x.charge_box_pk,
      coalesce(x.paid_by_user_pk, g.owner_user_pk), x.transaction_amount, x.stop_timestamp,
      x.paid_at, coalesce(x.paid_at, x.stop_timestamp)
    from charging_transaction x
    join charge_box b on b.charge_box_pk = x.charge_box_pk
    left join ocpp_tag g on g.ocpp_tag_pk = x.ocpp_tag_pk
    where x.stop_timestamp is not null and x.transaction_amount > 0`.execute(db);
  await sql`
    insert into financial_movement (target_type, source_pk, tenant_pk, charge_box_pk, user_pk,
      amount_cents, created_at, paid_at, paid_sort_at)
    select 'IDLE', x.transaction_pk, b.tenant_pk, x.charge_box_pk,
      coalesce(x.paid_by_user_pk, g.owner_user_pk), x.idle_amount,
      coalesce(x.stop_timestamp, x.start_timestamp),
      case when x.idle_payment_status = 'approved' then coalesce(x.stop_timestamp, x.start_timestamp) end,
      coalesce(x.stop_timestamp, x.start_timestamp)
    from charging_transaction x
    join charge_box b on b.charge_box_pk = x.charge_box_pk
    left join ocpp_tag g on g.ocpp_tag_pk = x.ocpp_tag_pk
    where x.idle_amount > 0`.execute(db);
  await sql`
    insert into financial_movement (target_type, source_pk, tenant_pk, charge_box_pk, user_pk,
      amount_cents, created_at, paid_at, paid_sort_at)
    select 'USER', e.wallet_entry_pk, u.tenant_pk, null, e.user_pk, abs(e.amount_cents),
      e.created_at, case when e.payment_status = 'approved' then e.created_at end, e.created_at
    from wallet_entry e join app_user u on u.user_pk = e.user_pk
    where e.kind = 'DEPOSIT'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger financial_movement_on_deposit_update on wallet_entry`.execute(db);
  await sql`drop trigger financial_movement_on_deposit_insert on wallet_entry`.execute(db);
  await sql`drop trigger financial_movement_on_transaction_update on charging_transaction`.execute(
    db,
  );
  await sql`drop trigger financial_movement_on_transaction_insert on charging_transaction`.execute(
    db,
  );
  await sql`drop function financial_movement_of_deposit()`.execute(db);
  await sql`drop function financial_movement_of_transaction()`.execute(db);
  await sql`drop table financial_movement`.execute(db);
  await sql`drop function financial_hour_of_movement()`.execute(db);
  await sql`drop table financial_hour`.execute(db);
}
