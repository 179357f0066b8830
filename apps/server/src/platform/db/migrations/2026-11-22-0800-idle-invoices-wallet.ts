import { sql, type Kysely } from 'kysely';

/** Functions as first written; a later migration's down brings them back. */
export const SETTLE_IDLE_FUNCTION = `
    create or replace function settle_charging_transaction_idle() returns trigger language plpgsql as $$
    declare
      b charge_box%rowtype;
      owner_pk integer;
      balance bigint;
    begin
      if new.stop_value is null or old.stop_value is not null then
        return new;
      end if;
      select * into b from charge_box where charge_box_pk = new.charge_box_pk;
      new.idle_seconds := idle_seconds_of(new.connector_pk, new.start_timestamp,
        coalesce(new.stop_timestamp, now()));
      if b.has_payment and coalesce(b.idle_time_price, 0) > 0 and coalesce(new.idle_seconds, 0) >= 60 then
        new.idle_amount := (new.idle_seconds / 60) * b.idle_time_price;
        new.idle_payment_status := 'pending';
      end if;
      if new.has_payment and coalesce(new.transaction_amount, 0) > 0
        and new.payment_status = 'pending' then
        select g.owner_user_pk into owner_pk from ocpp_tag g where g.ocpp_tag_pk = new.ocpp_tag_pk;
        if owner_pk is not null then
          select coalesce(sum(amount_cents), 0) into balance from wallet_entry
            where user_pk = owner_pk and (kind <> 'DEPOSIT' or payment_status = 'approved');
          if balance >= new.transaction_amount then
            new.payment_type := 'WALLET';
            new.payment_status := 'approved';
            new.paid_at := coalesce(new.stop_timestamp, now());
          end if;
        end if;
      end if;
      if new.payment_type = 'WALLET' and new.idle_amount is not null then
        new.idle_payment_status := 'approved';
      end if;
      return new;
    end
    $$`;

export const LEDGER_FUNCTION = `
    create or replace function charging_transaction_ledger() returns trigger language plpgsql as $$
    declare
      owner_pk integer;
    begin
      if new.payment_type is distinct from 'WALLET' then
        return null;
      end if;
      select g.owner_user_pk into owner_pk from ocpp_tag g where g.ocpp_tag_pk = new.ocpp_tag_pk;
      if owner_pk is null then
        return null;
      end if;
      if coalesce(new.transaction_amount, 0) > 0 then
        insert into wallet_entry (user_pk, kind, amount_cents, payment_type, transaction_pk, created_at)
        values (owner_pk, 'RECHARGE', -new.transaction_amount, 'WALLET', new.transaction_pk,
          coalesce(new.stop_timestamp, now()))
        on conflict (transaction_pk) where kind = 'RECHARGE' do nothing;
      end if;
      if coalesce(new.idle_amount, 0) > 0 and new.idle_payment_status is distinct from 'cancelled' then
        insert into wallet_entry (user_pk, kind, amount_cents, payment_type, transaction_pk, created_at)
        values (owner_pk, 'IDLE_CHARGE', -new.idle_amount, 'WALLET', new.transaction_pk,
          coalesce(new.stop_timestamp, now()))
        on conflict (transaction_pk) where kind = 'IDLE_CHARGE'
        do update set amount_cents = excluded.amount_cents
        where not exists (select 1 from wallet_entry c
          where c.refund_of_pk = wallet_entry.wallet_entry_pk);
      end if;
      return null;
    end
    $$`;

export const CONNECTOR_STATUS_IDLE_FUNCTION = `
    create or replace function connector_status_idle() returns trigger language plpgsql as $$
    declare
      x charging_transaction%rowtype;
      v_price integer;
      v_paying boolean;
      v_seconds integer;
    begin
      select * into x from charging_transaction
        where connector_pk = new.connector_pk and start_timestamp <= new.status_timestamp
        order by start_timestamp desc limit 1;
      if not found or x.stop_timestamp is null or x.stop_timestamp > new.status_timestamp
        or x.idle_payment_status = 'cancelled' then
        return null;
      end if;
      v_seconds := idle_seconds_of(x.connector_pk, x.start_timestamp, x.stop_timestamp);
      if v_seconds is not distinct from x.idle_seconds then
        return null;
      end if;
      select b.idle_time_price, b.has_payment into v_price, v_paying from charge_box b
        where b.charge_box_pk = x.charge_box_pk;
      update charging_transaction set idle_seconds = v_seconds,
        idle_amount = case when v_paying and coalesce(v_price, 0) > 0 and v_seconds >= 60
          then (v_seconds / 60) * v_price else idle_amount end,
        idle_payment_status = case when v_paying and coalesce(v_price, 0) > 0 and v_seconds >= 60
          then coalesce(idle_payment_status,
            case when payment_type = 'WALLET' then 'approved' else 'pending' end)
          else idle_payment_status end
      where transaction_pk = x.transaction_pk;
      return null;
    end
    $$`;

/**
 * Idle time, wallet debits from recharges and fiscal invoices.
 *
 * Idle time is the time a car stays plugged after it stopped charging. It starts at the first
 * SuspendedEV or Finishing status of the connector after the transaction's last Charging status
 * (or after its start when it never reported Charging) and ends at the first Available status
 * after that (the unplug); while no Available has been seen it ends at the StopTransaction time.
 * It is measured by the database when the transaction stops and measured again when the
 * connector reports Available after the stop, as long as no later transaction started on it.
 * The station's idle_time_price (cents per whole minute) prices it.
 *
 * A recharge of a tag whose owner's wallet balance covers the amount is paid from the wallet when
 * it stops: payment type WALLET, approved, and one RECHARGE debit in the ledger. Its idle charge
 * is one IDLE_CHARGE debit (kept equal to the idle amount until it is cancelled); cancelling it
 * writes a CANCEL credit that points at the debit. Partial unique indexes keep each debit to one
 * entry per transaction, so replays never debit twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table charge_box add column idle_time_price integer`.execute(db);
  await sql`
    alter table charging_transaction
      add column idle_seconds integer,
      add column idle_amount integer,
      add column idle_payment_status text,
      add column idle_cancelled_at timestamptz,
      add column idle_cancelled_by_user_pk integer references app_user (user_pk) on delete set null`.execute(
    db,
  );

  await sql`
    do $$ declare c record; begin
      for c in select conname from pg_constraint
        where conrelid = 'wallet_entry'::regclass and contype = 'c' loop
        execute format('alter table wallet_entry drop constraint %I', c.conname);
      end loop;
    end $$`.execute(db);
  await sql`
    alter table wallet_entry
      add constraint wallet_entry_kind_check
        check (kind in ('DEPOSIT', 'RECHARGE', 'IDLE_CHARGE', 'REFUND', 'CANCEL')),
      add constraint wallet_entry_sign_check check (case when kind in ('DEPOSIT', 'CANCEL')
        then amount_cents > 0 else amount_cents < 0 end),
      add constraint wallet_entry_refund_check
        check ((kind in ('REFUND', 'CANCEL')) = (refund_of_pk is not null))`.execute(db);
  await sql`create index charging_transaction_connector_start_idx
    on charging_transaction (connector_pk, start_timestamp desc)`.execute(db);
  await sql`create unique index wallet_entry_recharge_once on wallet_entry (transaction_pk)
    where kind = 'RECHARGE'`.execute(db);
  await sql`create unique index wallet_entry_idle_once on wallet_entry (transaction_pk)
    where kind = 'IDLE_CHARGE'`.execute(db);
  await sql`create unique index wallet_entry_cancel_once on wallet_entry (refund_of_pk)
    where kind = 'CANCEL'`.execute(db);

  await sql`
    create table invoice (
      invoice_pk serial primary key,
      transaction_pk integer not null unique
        references charging_transaction (transaction_pk) on delete cascade,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      status text not null,
      provider text not null,
      amount_cents integer not null,
      external_id text,
      urls text[] not null default '{}',
      access_key text not null,
      error text,
      attempts integer not null default 0,
      requested_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  // Idle seconds between the end of charging and the unplug (see above), null without either.
  await sql`
    create function idle_seconds_of(p_connector_pk integer, p_start timestamptz,
      p_stop timestamptz) returns integer language plpgsql as $$
    declare
      last_charging timestamptz;
      idle_start timestamptz;
      unplug timestamptz;
    begin
      select max(status_timestamp) into last_charging from connector_status
        where connector_pk = p_connector_pk and status = 'Charging'
          and status_timestamp >= p_start and status_timestamp <= p_stop;
      select min(status_timestamp) into idle_start from connector_status
        where connector_pk = p_connector_pk and status in ('SuspendedEV', 'Finishing')
          and status_timestamp >= coalesce(last_charging, p_start);
      if idle_start is null then
        return null;
      end if;
      select min(status_timestamp) into unplug from connector_status
        where connector_pk = p_connector_pk and status = 'Available'
          and status_timestamp >= idle_start;
      if unplug is null and idle_start > p_stop then
        return null;
      end if;
      return greatest(extract(epoch from (coalesce(unplug, p_stop) - idle_start)), 0)::integer;
    end
    $$`.execute(db);

  // Runs after settle_charging_transaction (triggers of one event fire in name order).
  await sql.raw(SETTLE_IDLE_FUNCTION).execute(db);
  await sql`
    create trigger charging_transaction_settle_idle before update of stop_value
    on charging_transaction for each row execute function settle_charging_transaction_idle()`.execute(
    db,
  );

  // The ledger follows the transaction: one RECHARGE debit, one IDLE_CHARGE debit kept equal to
  // the idle amount while it is not cancelled.
  await sql.raw(LEDGER_FUNCTION).execute(db);
  await sql`
    create trigger charging_transaction_ledger after update of stop_value, idle_amount
    on charging_transaction for each row
    when (new.stop_value is not null and new.payment_type = 'WALLET')
    execute function charging_transaction_ledger()`.execute(db);

  // The unplug after the stop: the last transaction that stopped on the connector before it,
  // with no other transaction started since, gets its idle time measured again.
  await sql.raw(CONNECTOR_STATUS_IDLE_FUNCTION).execute(db);
  await sql`
    create trigger connector_status_idle after insert on connector_status
    for each row when (new.status = 'Available')
    execute function connector_status_idle()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists connector_status_idle on connector_status`.execute(db);
  await sql`drop function if exists connector_status_idle()`.execute(db);
  await sql`drop trigger if exists charging_transaction_ledger on charging_transaction`.execute(db);
  await sql`drop function if exists charging_transaction_ledger()`.execute(db);
  await sql`drop trigger if exists charging_transaction_settle_idle on charging_transaction`.execute(
    db,
  );
  await sql`drop function if exists settle_charging_transaction_idle()`.execute(db);
  await sql`drop function if exists idle_seconds_of(integer, timestamptz, timestamptz)`.execute(db);
  await sql`drop table if exists invoice`.execute(db);
  await sql`drop index if exists wallet_entry_recharge_once`.execute(db);
  await sql`drop index if exists charging_transaction_connector_start_idx`.execute(db);
  await sql`drop index if exists wallet_entry_idle_once`.execute(db);
  await sql`drop index if exists wallet_entry_cancel_once`.execute(db);
  for (const column of [
    'idle_seconds',
    'idle_amount',
    'idle_payment_status',
    'idle_cancelled_at',
    'idle_cancelled_by_user_pk',
  ]) {
    await sql`alter table charging_transaction drop column if exists ${sql.ref(column)}`.execute(
      db,
    );
  }
  await sql`alter table charge_box drop column if exists idle_time_price`.execute(db);
}
