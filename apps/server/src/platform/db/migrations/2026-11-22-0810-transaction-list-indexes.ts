import { sql, type Kysely } from 'kysely';

/**
 * The transactions list reads the newest transactions first, overall and by tag (bench:
 * bench/transactions): both orders come from an index instead of sorting a million rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index charging_transaction_start_idx_desc
    on charging_transaction (start_timestamp desc, transaction_pk desc)`.execute(db);
  await sql`create index charging_transaction_tag_start_idx
    on charging_transaction (id_tag, start_timestamp desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists charging_transaction_tag_start_idx`.execute(db);
  await sql`drop index if exists charging_transaction_start_idx_desc`.execute(db);
}
