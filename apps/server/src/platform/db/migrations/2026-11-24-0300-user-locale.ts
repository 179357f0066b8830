import { sql, type Kysely } from 'kysely';

/** The language each user chose in the user menu; null follows the tenant's language. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user add column if not exists locale text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user drop column if exists locale`.execute(db);
}
