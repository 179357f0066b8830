import { sql, type Kysely } from 'kysely';

/** Server-to-station commands: one task per call to one or several stations, one result per station. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ocpp_task (
      task_pk serial primary key,
      tenant_pk integer not null references tenant (tenant_pk),
      user_pk integer references app_user (user_pk) on delete set null,
      origin text not null,
      ocpp_version text not null default '1.6',
      operation_name text not null,
      request jsonb not null,
      start_timestamp timestamptz not null default now(),
      end_timestamp timestamptz
    )`.execute(db);
  await sql`create index ocpp_task_tenant_idx on ocpp_task (tenant_pk, start_timestamp desc)`.execute(
    db,
  );
  await sql`
    create table ocpp_task_result (
      task_pk integer not null references ocpp_task (task_pk) on delete cascade,
      charge_box_id text not null,
      charge_box_pk integer references charge_box (charge_box_pk) on delete set null,
      request jsonb,
      response jsonb,
      error_message text,
      started_at timestamptz,
      finished_at timestamptz,
      primary key (task_pk, charge_box_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists ocpp_task_result cascade`.execute(db);
  await sql`drop table if exists ocpp_task cascade`.execute(db);
}
