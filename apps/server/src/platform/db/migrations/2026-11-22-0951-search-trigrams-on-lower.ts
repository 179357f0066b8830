import { sql, type Kysely } from 'kysely';

/**
 * The trigram indexes of the searches are on lower(column), which the searches use
 * (containsText). On the column itself the planner also took them for equality (a card's id_tag
 * on Authorize and StartTransaction), believing such a lookup cheap: with 10,000 cards it read
 * thousands of index entries for each one, far slower than the unique index (timings in
 * docs/performance.md).
 */
const INDEXES = [
  { name: 'charge_box_id_trgm_idx', table: 'charge_box', column: 'charge_box_id' },
  { name: 'charge_box_description_trgm_idx', table: 'charge_box', column: 'description' },
  { name: 'ocpp_tag_id_tag_trgm_idx', table: 'ocpp_tag', column: 'id_tag' },
] as const;

async function recreate(db: Kysely<unknown>, key: (column: string) => string): Promise<void> {
  for (const { name, table, column } of INDEXES) {
    await sql`drop index if exists ${sql.raw(name)}`.execute(db);
    await sql`create index ${sql.raw(name)} on ${sql.table(table)}
      using gin (${sql.raw(key(column))} gin_trgm_ops)`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await recreate(db, (column) => `lower(${column})`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recreate(db, (column) => column);
}
