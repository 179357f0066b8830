import { sql, type Kysely } from 'kysely';

const CONNECTOR_TYPES = [
  'Type 1',
  'Type 2',
  'Tesla',
  'CCS Type 1',
  'CCS Type 2',
  'CHAdeMO',
  'GB/T DC',
  'GB/T AC',
  'Plug NBR',
];

/** Station groups, connector types, photos and the station form's fields (spec 2 §3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table charge_box_group (
      charge_box_group_pk serial primary key,
      tenant_pk integer not null references tenant (tenant_pk),
      name text not null,
      status boolean not null default true,
      external_id text,
      street text, house_number text, zip_code text, city text, state text, country text,
      latitude double precision,
      longitude double precision,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index charge_box_group_tenant_idx on charge_box_group (tenant_pk)`.execute(db);
  await sql`create table connector_type (connector_type_pk serial primary key, name text not null unique)`.execute(
    db,
  );
  for (const name of CONNECTOR_TYPES) {
    await sql`insert into connector_type (name) values (${name})`.execute(db);
  }
  await sql`
    alter table charge_box
      add column endpoint_address text,
      add column external_id text,
      add column charge_box_group_pk integer references charge_box_group (charge_box_group_pk) on delete set null,
      add column reservation boolean not null default false,
      add column is_ocpi_compatible boolean not null default false,
      add column is_hubject_compatible boolean not null default false,
      add column is_tenant_device_reader boolean not null default false,
      add column device_reader_mac text,
      add column has_soc_percentage boolean not null default false,
      add column is_open_24_hours boolean not null default true,
      add column open_time text,
      add column close_time text,
      add column street text, add column house_number text, add column zip_code text,
      add column city text, add column state text, add column country text,
      add column location_latitude double precision,
      add column location_longitude double precision,
      add column show_location boolean not null default false,
      add column system text, add column phase text, add column voltage text,
      add column charging_rate_unit text,
      add column origin_type text not null default 'MOVE' check (origin_type in ('MOVE', 'PLUG_SHARE')),
      add column uuid uuid not null default gen_random_uuid(),
      add column has_payment boolean not null default false,
      add column payment_charge_type_cost text,
      add column money_per_kilowatt_cost integer,
      add column money_per_duration_cost integer,
      add column money_per_transaction_cost integer,
      add column payment_charge_by_income text,
      add column payment_charge_type_income text,
      add column money_per_kilowatt_income integer,
      add column money_per_duration_income integer,
      add column money_per_transaction_income integer,
      add column tax_income double precision`.execute(db);
  await sql`create index charge_box_group_idx on charge_box (charge_box_group_pk)`.execute(db);
  await sql`
    alter table connector
      add column connector_type_pk integer references connector_type (connector_type_pk),
      add column power_max integer,
      add column unusual_status text check (unusual_status in ('MAINTENANCE', 'UNAVAILABLE')),
      add column money_per_kilowatt_income integer,
      add column money_per_duration_income integer`.execute(db);
  await sql`
    create table charge_box_photo (
      charge_box_photo_pk serial primary key,
      charge_box_pk integer not null references charge_box (charge_box_pk) on delete cascade,
      file_name text not null,
      stored_name text not null unique,
      content_type text not null,
      size_bytes integer not null,
      created_at timestamptz not null default now(),
      unique (charge_box_pk, file_name)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists charge_box_photo`.execute(db);
  for (const column of [
    'connector_type_pk',
    'power_max',
    'unusual_status',
    'money_per_kilowatt_income',
    'money_per_duration_income',
  ]) {
    await sql`alter table connector drop column if exists ${sql.ref(column)}`.execute(db);
  }
  const stationColumns = [
    'endpoint_address',
    'external_id',
    'charge_box_group_pk',
    'reservation',
    'is_ocpi_compatible',
    'is_hubject_compatible',
    'is_tenant_device_reader',
    'device_reader_mac',
    'has_soc_percentage',
    'is_open_24_hours',
    'open_time',
    'close_time',
    'street',
    'house_number',
    'zip_code',
    'city',
    'state',
    'country',
    'location_latitude',
    'location_longitude',
    'show_location',
    'system',
    'phase',
    'voltage',
    'charging_rate_unit',
    'origin_type',
    'uuid',
    'has_payment',
    'payment_charge_type_cost',
    'money_per_kilowatt_cost',
    'money_per_duration_cost',
    'money_per_transaction_cost',
    'payment_charge_by_income',
    'payment_charge_type_income',
    'money_per_kilowatt_income',
    'money_per_duration_income',
    'money_per_transaction_income',
    'tax_income',
  ];
  for (const column of stationColumns) {
    await sql`alter table charge_box drop column if exists ${sql.ref(column)}`.execute(db);
  }
  await sql`drop table if exists connector_type`.execute(db);
  await sql`drop table if exists charge_box_group`.execute(db);
}
