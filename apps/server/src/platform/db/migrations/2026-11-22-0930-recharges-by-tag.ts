import { sql, type Kysely } from 'kysely';

/** Who charged in a range (home dashboard): each tag's recharges by start, found per tag. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index charging_transaction_tag_pk_start_idx
    on charging_transaction (ocpp_tag_pk, start_timestamp)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists charging_transaction_tag_pk_start_idx`.execute(db);
}
