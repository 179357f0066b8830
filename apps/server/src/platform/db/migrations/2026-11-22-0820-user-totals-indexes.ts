import { sql, type Kysely } from 'kysely';

/** The users list sums the recharges of one page of users: by tag owner, then by tag. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ocpp_tag_owner_idx on ocpp_tag (owner_user_pk)`.execute(db);
  await sql`create index charging_transaction_tag_pk_idx
    on charging_transaction (ocpp_tag_pk)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists charging_transaction_tag_pk_idx`.execute(db);
  await sql`drop index if exists ocpp_tag_owner_idx`.execute(db);
}
