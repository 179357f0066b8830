import { sql, type Kysely } from 'kysely';

/**
 * The user form's fields (spec 2 §3 "User form, edit"): profile, address, the active flag that
 * strikes a user through in the list, and the two toggles the form gates by permission.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table app_user
      add column last_name text,
      add column phone text,
      add column birth_date text check (birth_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      add column sex text check (sex in ('M', 'F', 'O')),
      add column external_id text,
      add column user_group_pk integer,
      add column active boolean not null default true,
      add column notification_offline_cp boolean not null default false,
      add column skip_three_ds_verification boolean not null default false,
      add column street text,
      add column house_number text,
      add column zip_code text,
      add column city text,
      add column state text,
      add column country text`.execute(db);
  await sql`create index app_user_tenant_active_idx on app_user (tenant_pk, active)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists app_user_tenant_active_idx`.execute(db);
  for (const column of [
    'last_name',
    'phone',
    'birth_date',
    'sex',
    'external_id',
    'user_group_pk',
    'active',
    'notification_offline_cp',
    'skip_three_ds_verification',
    'street',
    'house_number',
    'zip_code',
    'city',
    'state',
    'country',
  ]) {
    await sql`alter table app_user drop column if exists ${sql.ref(column)}`.execute(db);
  }
}
