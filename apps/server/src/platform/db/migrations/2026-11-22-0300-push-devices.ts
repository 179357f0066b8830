import { sql, type Kysely } from 'kysely';

/**
 * Phones and browsers registered by the driver app for push notifications. A token belongs to
 * one user at a time: the last to register it (a shared phone follows whoever signed in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_device (
      push_device_pk serial primary key,
      user_pk integer not null references app_user (user_pk) on delete cascade,
      token text not null unique,
      platform text not null check (platform in ('android', 'ios', 'web')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index push_device_user_idx on push_device (user_pk)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists push_device cascade`.execute(db);
}
