import { sql, type Kysely } from 'kysely';

/**
 * The voucher list searches code, title and description anywhere in the text, in any case
 * (containsText): trigram indexes on lower(column) answer them without reading every voucher.
 */
const INDEXES = [
  { name: 'voucher_code_trgm_idx', column: 'code' },
  { name: 'voucher_title_trgm_idx', column: 'title' },
  { name: 'voucher_description_trgm_idx', column: 'description' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, column } of INDEXES) {
    await sql`create index ${sql.raw(name)} on voucher
      using gin (lower(${sql.raw(column)}) gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await sql`drop index if exists ${sql.raw(name)}`.execute(db);
}
