import { sql, type Kysely } from 'kysely';

/** The pricing trigger's function as first written; a later migration's down brings it back. */
export const SETTLE_FUNCTION = `
    create or replace function settle_charging_transaction() returns trigger language plpgsql as $$
    declare
      b charge_box%rowtype;
      c connector%rowtype;
      kwh double precision;
      hours double precision;
      per_kwh integer;
      per_hour integer;
      gross double precision;
    begin
      if new.stop_value is null or old.stop_value is not null then
        return new;
      end if;
      select * into b from charge_box where charge_box_pk = new.charge_box_pk;
      if not found or not b.has_payment then
        return new;
      end if;
      select * into c from connector where connector_pk = new.connector_pk;
      kwh := greatest(new.stop_value - new.start_value, 0) / 1000.0;
      hours := greatest(extract(epoch from (coalesce(new.stop_timestamp, now()) - new.start_timestamp)), 0) / 3600.0;
      new.has_payment := true;
      new.transaction_amount := round(
        case when b.payment_charge_type_cost = 'DURATION'
          then coalesce(b.money_per_duration_cost, 0) * hours
          else coalesce(b.money_per_kilowatt_cost, 0) * kwh end
        + coalesce(b.money_per_transaction_cost, 0));
      per_kwh := case when b.payment_charge_by_income = 'CONNECTOR'
        then coalesce(c.money_per_kilowatt_income, b.money_per_kilowatt_income) else b.money_per_kilowatt_income end;
      per_hour := case when b.payment_charge_by_income = 'CONNECTOR'
        then coalesce(c.money_per_duration_income, b.money_per_duration_income) else b.money_per_duration_income end;
      gross := case when b.payment_charge_type_income = 'DURATION'
          then coalesce(per_hour, 0) * hours
          else coalesce(per_kwh, 0) * kwh end
        + coalesce(b.money_per_transaction_income, 0);
      new.income := round(gross * (1 - coalesce(b.tax_income, 0)));
      new.payment_status := case when new.transaction_amount > 0 then 'pending' else 'approved' end;
      return new;
    end
    $$`;

/**
 * What a recharge costs the driver (transaction_amount) and earns the operator (income), in cents,
 * settled by the database in the same statement that stops the transaction, so every path that
 * stops one (group-committed StopTransaction, replays) prices it the same way, once.
 *
 * Cost: per kWh or per started hour (payment_charge_type_cost) plus a fixed amount per recharge.
 * Income: the same rule with the income settings, taken from the connector when the station
 * charges by CONNECTOR, less tax_income (a fraction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table charging_transaction
      add column has_payment boolean not null default false,
      add column transaction_amount integer,
      add column income integer,
      add column payment_status text,
      add column payment_type text,
      add column paid_at timestamptz,
      add column paid_by_user_pk integer references app_user (user_pk) on delete set null`.execute(
    db,
  );
  await sql`create index charging_transaction_payment_idx on charging_transaction (payment_status)`.execute(
    db,
  );
  await sql.raw(SETTLE_FUNCTION).execute(db);
  await sql`
    create trigger charging_transaction_settle before update of stop_value on charging_transaction
    for each row execute function settle_charging_transaction()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists charging_transaction_settle on charging_transaction`.execute(db);
  await sql`drop function if exists settle_charging_transaction()`.execute(db);
  for (const column of [
    'has_payment',
    'transaction_amount',
    'income',
    'payment_status',
    'payment_type',
    'paid_at',
    'paid_by_user_pk',
  ]) {
    await sql`alter table charging_transaction drop column if exists ${sql.ref(column)}`.execute(
      db,
    );
  }
}
