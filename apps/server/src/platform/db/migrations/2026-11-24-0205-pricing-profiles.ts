import { sql, type Kysely } from 'kysely';
import { SETTLE, rewrite } from './2026-11-24-0110-money-within-network';

/**
 * The settle trigger keeps the amount and income a pricing profile gave the stop (the stop
 * statement sets them with pricing_profile_name); otherwise the station's fixed prices apply.
 */
const SETTLE_WITH_PROFILES = rewrite(SETTLE, [
  [
    `new.has_payment := true;
      new.transaction_amount := round(`,
    `new.has_payment := true;
      if new.pricing_profile_name is null then
      new.transaction_amount := round(`,
  ],
  [
    `new.income := round(gross * (1 - coalesce(b.tax_income, 0)));`,
    `new.income := round(gross * (1 - coalesce(b.tax_income, 0)));
      end if;`,
  ],
]);

/**
 * Pricing profiles (spec 3 §3 "Pricing profile", "Pricing detail entry"): a tenant's profile and
 * its entries. Prices are integer cents; operation fee and taxes are integer basis points
 * (0.05 = 5% is 500), so a percent with one decimal is exact. Time periods are wall-clock times
 * in the station's zone. Configurations link chargers to a profile in their own tables.
 *
 * A priced recharge keeps its result: the amount on the transaction and its line items in
 * transaction_price_item, copied at the stop, so editing or deleting a profile never changes a
 * past recharge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pricing_profile (
      pricing_profile_uuid uuid primary key default gen_random_uuid(),
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      name text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index pricing_profile_tenant_idx on pricing_profile (tenant_pk, name)`.execute(
    db,
  );
  await sql`
    create table pricing_entry (
      pricing_entry_uuid uuid primary key default gen_random_uuid(),
      pricing_profile_uuid uuid not null
        references pricing_profile (pricing_profile_uuid) on delete cascade,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      day_of_week text check (day_of_week in
        ('MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY')),
      general boolean not null default false,
      exception boolean not null default false,
      active boolean not null default false,
      start_date date,
      end_date date,
      start_time time,
      end_time time,
      service_price integer check (service_price >= 0),
      kwh_price integer check (kwh_price >= 0),
      duration_price integer check (duration_price >= 0),
      idle_time_price integer check (idle_time_price >= 0),
      reserve_price integer check (reserve_price >= 0),
      money_per_kilowatt_cost integer check (money_per_kilowatt_cost >= 0),
      operation_fee_bp integer check (operation_fee_bp between 0 and 9990),
      taxes_bp integer check (taxes_bp between 0 and 9990)
    )`.execute(db);
  await sql`create index pricing_entry_profile_idx on pricing_entry (pricing_profile_uuid)`.execute(
    db,
  );
  await sql`
    create table transaction_price_item (
      transaction_pk integer not null
        references charging_transaction (transaction_pk) on delete cascade,
      position integer not null,
      kind text not null,
      source text not null,
      from_at timestamptz,
      to_at timestamptz,
      quantity double precision not null,
      unit text not null,
      unit_price double precision not null,
      amount_cents integer not null,
      primary key (transaction_pk, position)
    )`.execute(db);
  await sql`
    alter table charging_transaction
      add column pricing_profile_name text,
      add column energy_cost_cents integer`.execute(db);
  await sql.raw(SETTLE_WITH_PROFILES).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(SETTLE).execute(db);
  await sql`
    alter table charging_transaction
      drop column if exists pricing_profile_name,
      drop column if exists energy_cost_cents`.execute(db);
  await sql`drop table if exists transaction_price_item`.execute(db);
  await sql`drop table if exists pricing_entry`.execute(db);
  await sql`drop table if exists pricing_profile`.execute(db);
}
