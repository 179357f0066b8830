import { sql, type Kysely } from 'kysely';

/** Stations (charge boxes), their connectors with status history, events and the unknown-station inbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Security profile 0 (no authentication) is only allowed for tenants that opt in.
  await sql`alter table tenant add column ocpp_allow_unsecured boolean not null default false`.execute(
    db,
  );
  await sql`
    create table charge_box (
      charge_box_pk serial primary key,
      charge_box_id text not null unique,
      tenant_pk integer not null references tenant (tenant_pk),
      description text not null default '',
      type_of text not null default 'PUBLIC' check (type_of in ('PUBLIC', 'PRIVATE')),
      active boolean not null default true,
      ocpp_security_profile smallint not null default 1 check (ocpp_security_profile between 0 and 3),
      authorization_key_hash text,
      ocpp_tolerances text[] not null default '{}',
      registration_status text not null default 'Accepted'
        check (registration_status in ('Accepted', 'Pending', 'Rejected')),
      ocpp_protocol text,
      charge_point_vendor text,
      charge_point_model text,
      charge_point_serial_number text,
      charge_box_serial_number text,
      fw_version text,
      iccid text,
      imsi text,
      meter_type text,
      meter_serial_number text,
      last_boot_timestamp timestamptz,
      last_heartbeat_timestamp timestamptz,
      online boolean not null default false,
      online_changed_at timestamptz,
      ocpp_node text,
      remote_address text,
      diagnostics_status text,
      diagnostics_timestamp timestamptz,
      firmware_status text,
      firmware_timestamp timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index charge_box_tenant_idx on charge_box (tenant_pk)`.execute(db);
  await sql`
    create table connector (
      connector_pk serial primary key,
      charge_box_pk integer not null references charge_box (charge_box_pk) on delete cascade,
      connector_id integer not null check (connector_id >= 0),
      last_status text,
      last_error_code text,
      last_info text,
      last_vendor_id text,
      last_vendor_error_code text,
      last_status_timestamp timestamptz,
      unique (charge_box_pk, connector_id)
    )`.execute(db);
  await sql`
    create table connector_status (
      connector_status_pk bigserial primary key,
      connector_pk integer not null references connector (connector_pk) on delete cascade,
      status text not null,
      error_code text not null,
      info text,
      vendor_id text,
      vendor_error_code text,
      status_timestamp timestamptz not null,
      received_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index connector_status_connector_idx on connector_status (connector_pk, status_timestamp desc)`.execute(
    db,
  );
  await sql`
    create table charge_box_event (
      charge_box_event_pk bigserial primary key,
      charge_box_pk integer not null references charge_box (charge_box_pk) on delete cascade,
      connector_id integer,
      transaction_pk integer,
      event_type text not null check (event_type in ('Available', 'Connected', 'Disconnected',
        'StationBooted', 'TransactionStarted', 'TransactionEnded', 'Failure', 'Warning')),
      detail text,
      event_timestamp timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index charge_box_event_box_idx on charge_box_event (charge_box_pk, event_timestamp desc)`.execute(
    db,
  );
  await sql`
    create table charge_box_user (
      charge_box_pk integer not null references charge_box (charge_box_pk) on delete cascade,
      user_pk integer not null references app_user (user_pk) on delete cascade,
      owner boolean not null default false,
      bind_status text not null default 'NOT_REQUESTED' check (bind_status in ('ACCEPTED', 'NOT_REQUESTED')),
      primary key (charge_box_pk, user_pk)
    )`.execute(db);
  await sql`
    create table unknown_charge_box (
      charge_box_id text primary key,
      tenant_pk integer references tenant (tenant_pk) on delete set null,
      number_of_attempts integer not null default 1,
      first_attempt_timestamp timestamptz not null default now(),
      last_attempt_timestamp timestamptz not null default now(),
      remote_address text,
      ocpp_protocol text
    )`.execute(db);
  await sql`
    create table ocpp_data_transfer (
      ocpp_data_transfer_pk bigserial primary key,
      charge_box_pk integer not null references charge_box (charge_box_pk) on delete cascade,
      vendor_id text not null,
      message_id text,
      data text,
      received_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ocpp_data_transfer',
    'unknown_charge_box',
    'charge_box_user',
    'charge_box_event',
    'connector_status',
    'connector',
    'charge_box',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`alter table tenant drop column if exists ocpp_allow_unsecured`.execute(db);
}
