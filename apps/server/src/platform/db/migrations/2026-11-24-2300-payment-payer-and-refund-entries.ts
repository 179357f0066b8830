import { sql, type Kysely } from 'kysely';

/**
 * - payment.payer_email, payer_name, payer_tax_id: who pays (Mercado Pago requires the payer's
 *   e-mail, PagBank a customer), kept so the reconcile job's retry asks with the same payer.
 * - wallet_entry.refund_pk: the refund record a REFUND entry was written for, so the financial
 *   lists count a refund once (its record), and only the wallet entries without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payment
      add column payer_email text,
      add column payer_name text,
      add column payer_tax_id text`.execute(db);
  await sql`alter table wallet_entry add column refund_pk bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_entry drop column if exists refund_pk`.execute(db);
  await sql`
    alter table payment
      drop column if exists payer_email,
      drop column if exists payer_name,
      drop column if exists payer_tax_id`.execute(db);
}
