import { sql, type Kysely } from 'kysely';

/**
 * Configurations (spec 3 "virtual groups"): a tenant's group of chargers, its dynamic-pricing
 * link and (later) its smart-charging link. A charger belongs to at most one configuration: the
 * unique key on `virtual_group_charge_box.charge_box_pk` settles racing additions.
 * The pricing profile ids are the pricing module's profile uuids, kept as text until that
 * table exists here (its foreign key is added with it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table virtual_group (
    virtual_group_pk serial primary key,
    tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
    name text not null,
    description text not null,
    dynamic_pricing_enabled boolean not null default false,
    dynamic_pricing_type text not null default 'station'
      check (dynamic_pricing_type in ('station', 'connectors')),
    connector1_dynamic_pricing_id text,
    connector2_dynamic_pricing_id text,
    connector3_dynamic_pricing_id text,
    smart_charging_id integer,
    meter_device_remote_id text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index virtual_group_tenant_idx on virtual_group (tenant_pk, virtual_group_pk)`.execute(
    db,
  );
  await sql`create table virtual_group_charge_box (
    virtual_group_charge_box_pk serial primary key,
    virtual_group_pk integer not null references virtual_group (virtual_group_pk) on delete cascade,
    charge_box_pk integer not null references charge_box (charge_box_pk) on delete cascade,
    created_at timestamptz not null default now(),
    constraint virtual_group_charge_box_one_group unique (charge_box_pk)
  )`.execute(db);
  await sql`create index virtual_group_charge_box_group_idx
    on virtual_group_charge_box (virtual_group_pk)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists virtual_group_charge_box`.execute(db);
  await sql`drop table if exists virtual_group`.execute(db);
}
