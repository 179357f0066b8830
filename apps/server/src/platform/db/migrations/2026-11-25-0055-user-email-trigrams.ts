import { sql, type Kysely } from 'kysely';

/**
 * The financial search (spec 3 §5 "Financial filters") finds the users whose e-mail contains the
 * text, then their movements by index: with a trigram index on lower(email) the first step reads
 * the few matching users instead of every user of the network (50,000 users: 35 ms to well under
 * one, docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index app_user_email_trgm_idx on app_user
    using gin (lower(email) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index app_user_email_trgm_idx`.execute(db);
}
