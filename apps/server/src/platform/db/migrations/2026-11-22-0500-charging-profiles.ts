import { sql, type Kysely } from 'kysely';

/**
 * Charging profiles (a default current limit and daily intervals with their own limits) and the
 * card user's document, by which operators find the user a tag belongs to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table charging_profile (
      charging_profile_pk serial primary key,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      description text not null check (length(description) between 1 and 20),
      stack_level integer not null default 0,
      profile_purpose text not null default 'TxDefaultProfile',
      profile_kind text not null default 'Recurring',
      recurrency_kind text default 'Daily',
      valid_from timestamptz,
      valid_to timestamptz,
      current_limit_default numeric not null,
      intervals jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index charging_profile_tenant_idx on charging_profile (tenant_pk)`.execute(db);
  await sql`alter table app_user add column if not exists doc_type text`.execute(db);
  await sql`alter table app_user add column if not exists doc_number text`.execute(db);
  await sql`create index if not exists app_user_doc_number_idx on app_user (doc_number)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists charging_profile cascade`.execute(db);
}
