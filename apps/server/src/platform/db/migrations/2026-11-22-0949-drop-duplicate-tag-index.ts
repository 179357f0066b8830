import { sql, type Kysely } from 'kysely';

/**
 * charging_transaction_tag_pk_start_idx (ocpp_tag_pk, start_timestamp) serves every lookup by
 * tag that charging_transaction_tag_pk_idx (ocpp_tag_pk) did; each start and stop wrote both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists charging_transaction_tag_pk_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists charging_transaction_tag_pk_idx
    on charging_transaction (ocpp_tag_pk)`.execute(db);
}
