import { sql, type Kysely } from 'kysely';

/**
 * Starts from the public QR page, each with the hash of the secret handed to the browser that
 * asked: only that secret stops the recharge the start began. A printed QR code alone no
 * longer stops another person's recharge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table qr_start (
      qr_start_pk serial primary key,
      charge_box_pk integer not null references charge_box (charge_box_pk) on delete cascade,
      connector_id integer not null,
      secret_hash text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create index qr_start_connector_idx on qr_start (charge_box_pk, connector_id, created_at)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists qr_start cascade`.execute(db);
}
