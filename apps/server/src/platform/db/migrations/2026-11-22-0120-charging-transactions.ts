import { sql, type Kysely } from 'kysely';

/** Charging transactions, their meter values and the station messages recorded as suspect. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table charging_transaction (
      transaction_pk serial primary key,
      charge_box_pk integer not null references charge_box (charge_box_pk) on delete cascade,
      connector_pk integer not null references connector (connector_pk),
      connector_id integer not null,
      id_tag text not null,
      ocpp_tag_pk integer references ocpp_tag (ocpp_tag_pk) on delete set null,
      start_id_tag_status text not null,
      start_timestamp timestamptz not null,
      start_value bigint not null,
      reservation_id integer,
      start_received_at timestamptz not null default now(),
      stop_timestamp timestamptz,
      stop_value bigint,
      stop_reason text,
      stop_id_tag text,
      stop_received_at timestamptz,
      suspect boolean not null default false,
      suspect_reason text
    )`.execute(db);
  // A replayed StartTransaction carries the same connector, tag and timestamp: it finds this row.
  await sql`create unique index charging_transaction_start_idx
    on charging_transaction (charge_box_pk, connector_id, start_timestamp, id_tag)`.execute(db);
  await sql`create index charging_transaction_active_idx
    on charging_transaction (charge_box_pk, connector_id) where stop_timestamp is null`.execute(db);
  await sql`create index charging_transaction_active_tag_idx
    on charging_transaction (id_tag) where stop_timestamp is null`.execute(db);
  await sql`create index charging_transaction_box_start_idx
    on charging_transaction (charge_box_pk, start_timestamp desc)`.execute(db);
  await sql`
    create table meter_value (
      meter_value_pk bigserial primary key,
      charge_box_pk integer not null references charge_box (charge_box_pk) on delete cascade,
      connector_id integer not null,
      transaction_pk integer references charging_transaction (transaction_pk) on delete cascade,
      value_timestamp timestamptz not null,
      measurand text not null,
      phase text not null default '',
      location text not null default '',
      unit text not null default '',
      context text not null default '',
      format text not null default 'Raw',
      value text not null,
      value_number double precision,
      flag text check (flag in ('OUT_OF_WINDOW', 'UNKNOWN_TRANSACTION')),
      received_at timestamptz not null default now()
    )`.execute(db);
  // One sample per connector, instant, measurand, phase, location and context: replays add nothing.
  await sql`create unique index meter_value_sample_idx on meter_value
    (charge_box_pk, connector_id, value_timestamp, measurand, phase, location, context)`.execute(
    db,
  );
  await sql`create index meter_value_transaction_idx on meter_value (transaction_pk, value_timestamp)
    where transaction_pk is not null`.execute(db);
  await sql`
    create table ocpp_suspect_message (
      ocpp_suspect_message_pk bigserial primary key,
      charge_box_pk integer not null references charge_box (charge_box_pk) on delete cascade,
      action text not null,
      message_id text,
      payload jsonb,
      reason text not null,
      received_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ocpp_suspect_message_box_idx on ocpp_suspect_message (charge_box_pk, received_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ocpp_suspect_message', 'meter_value', 'charging_transaction']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
