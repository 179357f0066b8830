import { sql, type Kysely } from 'kysely';

/**
 * Site energy meters (spec 3 §3 "Meter"): one row per meter with its latest reading per phase,
 * updated in place, and a bounded history for the last-hour chart: one row per meter per 10 s
 * bucket (the bucket's latest reading), pruned after 24 h by the `site-meter-history-prune` job.
 * A MAC address and a device_remote_id name one meter across tenants: an MQTT message names
 * its meter by MAC only. The gateway token is stored as its SHA-256.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table site_meter (
    site_meter_pk serial primary key,
    tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
    mac_address text not null constraint site_meter_mac unique,
    device_remote_id text not null constraint site_meter_remote_id unique,
    token_hash text not null constraint site_meter_token unique,
    status smallint not null default 0,
    current_01 double precision,
    current_02 double precision,
    current_03 double precision,
    read_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index site_meter_tenant_idx on site_meter (tenant_pk)`.execute(db);
  await sql`create index site_meter_online_idx on site_meter (read_at) where status = 1`.execute(
    db,
  );
  await sql`create table site_meter_reading (
    site_meter_pk integer not null references site_meter (site_meter_pk) on delete cascade,
    bucket_at timestamptz not null,
    current_01 double precision not null,
    current_02 double precision not null,
    current_03 double precision not null,
    read_at timestamptz not null,
    primary key (site_meter_pk, bucket_at)
  )`.execute(db);
  await sql`create index site_meter_reading_bucket_idx on site_meter_reading (bucket_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists site_meter_reading`.execute(db);
  await sql`drop table if exists site_meter`.execute(db);
}
