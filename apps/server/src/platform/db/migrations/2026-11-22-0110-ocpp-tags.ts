import { sql, type Kysely } from 'kysely';

/** OCPP (RFID) tags and the tags that unknown cards tried to use. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ocpp_tag (
      ocpp_tag_pk serial primary key,
      tenant_pk integer not null references tenant (tenant_pk),
      id_tag text not null unique check (length(id_tag) between 1 and 20),
      type text not null default 'CARD' check (type in ('CARD', 'USER')),
      note text,
      owner_user_pk integer references app_user (user_pk) on delete set null,
      parent_id_tag text,
      expiry_date timestamptz,
      inactive boolean not null default false,
      blocked boolean not null default false,
      max_active_transaction_count integer default 1,
      is_free_recharge boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ocpp_tag_tenant_idx on ocpp_tag (tenant_pk)`.execute(db);
  await sql`
    create table unknown_ocpp_tag (
      unknown_ocpp_tag_pk serial primary key,
      id_tag text not null,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      charge_box_pk integer references charge_box (charge_box_pk) on delete set null,
      number_of_attempts integer not null default 1,
      first_attempt_timestamp timestamptz not null default now(),
      last_attempt_timestamp timestamptz not null default now(),
      unique (id_tag, tenant_pk)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists unknown_ocpp_tag cascade`.execute(db);
  await sql`drop table if exists ocpp_tag cascade`.execute(db);
}
