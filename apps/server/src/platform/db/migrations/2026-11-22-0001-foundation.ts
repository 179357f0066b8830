import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tenant (
      tenant_pk serial primary key,
      parent_tenant_pk integer references tenant (tenant_pk) on delete restrict,
      name text not null,
      alias text not null unique,
      api_key text not null unique,
      theme text not null default 'move',
      country text not null default 'BR',
      currency text not null default 'BRL',
      timezone text not null default 'America/Sao_Paulo',
      feature_monetization boolean not null default false,
      feature_vouchers boolean not null default false,
      feature_logs boolean not null default false,
      feature_smart_charging boolean not null default false,
      feature_payment boolean not null default false,
      limit_stations integer,
      limit_users integer,
      limit_reports_month integer,
      sms_enabled boolean not null default false,
      tenant_device_reader boolean not null default false,
      legal_company_name text,
      legal_tax_id text,
      legal_address text,
      legal_contact text,
      terms_of_use_url text,
      support_email text,
      deeplinking_host text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index tenant_parent_idx on tenant (parent_tenant_pk)`.execute(db);
  await sql`
    create table tenant_host (
      host text primary key,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade
    )`.execute(db);
  await sql`
    create table app_user (
      user_pk serial primary key,
      tenant_pk integer not null references tenant (tenant_pk),
      name text not null,
      email text not null,
      password_hash text,
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'BLOCKED')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index app_user_tenant_email_idx on app_user (tenant_pk, lower(email))`.execute(
    db,
  );
  await sql`create index app_user_email_idx on app_user (lower(email))`.execute(db);
  await sql`
    create table user_permission (
      user_permission_pk serial primary key,
      user_pk integer not null references app_user (user_pk) on delete cascade,
      role_id text,
      route text,
      status boolean not null default true,
      check ((role_id is null) <> (route is null))
    )`.execute(db);
  await sql`create index user_permission_user_idx on user_permission (user_pk)`.execute(db);
  await sql`
    create table auth_session (
      session_id text primary key,
      user_pk integer not null references app_user (user_pk) on delete cascade,
      tenant_pk integer not null references tenant (tenant_pk),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      remote_address text
    )`.execute(db);
  await sql`create index auth_session_user_idx on auth_session (user_pk)`.execute(db);
  await sql`
    create table password_reset_code (
      password_reset_code_pk serial primary key,
      user_pk integer not null references app_user (user_pk) on delete cascade,
      code_hash text not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_reset_code_user_idx on password_reset_code (user_pk, created_at desc)`.execute(
    db,
  );
  await sql`
    create table robot_check_used (
      signature text primary key,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'robot_check_used',
    'password_reset_code',
    'auth_session',
    'user_permission',
    'app_user',
    'tenant_host',
    'tenant',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
