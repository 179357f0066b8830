import { sql, type Kysely } from 'kysely';

/**
 * The brand of the user's vehicle (free text, e.g. "BYD"): the usage charts' brand pie groups
 * recharges by the brand of the tag owner. Null when unknown; such recharges are left out of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user add column vehicle_brand text
    check (vehicle_brand is null or length(vehicle_brand) <= 60)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user drop column if exists vehicle_brand`.execute(db);
}
