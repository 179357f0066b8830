import { sql, type Kysely } from 'kysely';

/**
 * The station and tag searches match any part of an id or description (ILIKE '%…%'): trigram
 * indexes answer them without reading every row (bench: bench/stations).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index charge_box_id_trgm_idx
    on charge_box using gin (charge_box_id gin_trgm_ops)`.execute(db);
  await sql`create index charge_box_description_trgm_idx
    on charge_box using gin (description gin_trgm_ops)`.execute(db);
  await sql`create index ocpp_tag_id_tag_trgm_idx
    on ocpp_tag using gin (id_tag gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ocpp_tag_id_tag_trgm_idx`.execute(db);
  await sql`drop index if exists charge_box_description_trgm_idx`.execute(db);
  await sql`drop index if exists charge_box_id_trgm_idx`.execute(db);
}
