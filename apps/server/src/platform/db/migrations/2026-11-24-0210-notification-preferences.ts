import { sql, type Kysely } from 'kysely';

/**
 * Each user's notification settings: which station events raise a toast (comma-separated
 * types; null keeps the defaults) and the newest event read in the bell, so the unread count
 * survives a reload and follows the user to another browser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_preference (
      user_pk integer primary key references app_user (user_pk) on delete cascade,
      toast_types text,
      read_up_to_pk bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists notification_preference cascade`.execute(db);
}
