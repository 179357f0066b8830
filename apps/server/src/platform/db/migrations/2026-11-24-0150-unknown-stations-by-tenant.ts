import { sql, type Kysely } from 'kysely';

/** The unknown-station inbox keeps each tenant's newest entries: this index finds the rest. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists unknown_charge_box_tenant_last_idx
    on unknown_charge_box (tenant_pk, last_attempt_timestamp desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists unknown_charge_box_tenant_last_idx`.execute(db);
}
