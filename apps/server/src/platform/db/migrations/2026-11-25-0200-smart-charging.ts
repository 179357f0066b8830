import { sql, type Kysely } from 'kysely';

/**
 * Smart charging (spec 3 §3 "Smart charging", "Group event"): one setup per configuration
 * (breaker current, dates, modulation, the site meter), and the configuration's own events
 * (load-balancer decisions, meter online/offline, fallbacks) that the Eventos tab reads beside
 * the events of its chargers.
 *
 * A meter serves one setup at most (partial unique index): 'Medidor já associado a outro grupo'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table smart_charging (
      smart_charging_pk serial primary key,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      enabled boolean not null default true,
      start_date date,
      end_date date,
      current_nominal_a numeric(6, 2) check (current_nominal_a > 0),
      modulation text not null default 'DYNAMIC' check (modulation = 'DYNAMIC'),
      meter_device_remote_id text,
      meter_device_remote_in_circuit boolean not null default false,
      created_at timestamptz not null default now(),
      check (start_date is null or end_date is null or start_date <= end_date)
    )`.execute(db);
  await sql`create index smart_charging_tenant_idx on smart_charging (tenant_pk)`.execute(db);
  await sql`
    create unique index smart_charging_meter_key on smart_charging (meter_device_remote_id)
    where meter_device_remote_id is not null`.execute(db);
  await sql`
    alter table virtual_group
      add column smart_charging_enabled boolean not null default false,
      add constraint virtual_group_smart_charging_fk foreign key (smart_charging_id)
        references smart_charging (smart_charging_pk) on delete set null,
      add constraint virtual_group_smart_charging_key unique (smart_charging_id)`.execute(db);
  await sql`
    create table virtual_group_event (
      virtual_group_event_pk bigserial primary key,
      virtual_group_pk integer not null references virtual_group (virtual_group_pk)
        on delete cascade,
      charge_box_pk integer references charge_box (charge_box_pk) on delete cascade,
      connector_id integer,
      event_type text not null,
      detail text,
      event_timestamp timestamptz not null default now()
    )`.execute(db);
  await sql`
    create index virtual_group_event_group_idx
    on virtual_group_event (virtual_group_pk, event_timestamp desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists virtual_group_event`.execute(db);
  await sql`
    alter table virtual_group
      drop constraint if exists virtual_group_smart_charging_key,
      drop constraint if exists virtual_group_smart_charging_fk,
      drop column if exists smart_charging_enabled`.execute(db);
  await sql`drop table if exists smart_charging`.execute(db);
}
