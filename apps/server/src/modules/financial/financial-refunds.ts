import { sql } from 'kysely';

/** What was given back of one wallet entry: its REFUND entries and a CANCEL of a debit. */
const givenBack = (entryPk: ReturnType<typeof sql>) => sql`(
  select sum(abs(r.amount_cents)) from wallet_entry r
  where r.refund_of_pk = ${entryPk} and r.kind in ('REFUND', 'CANCEL'))`;

/** The wallet debit of a recharge (RECHARGE) or of its idle charge (IDLE_CHARGE). */
const debitOf = (kind: 'RECHARGE' | 'IDLE_CHARGE') => sql`(
  select d.wallet_entry_pk from wallet_entry d
  where d.transaction_pk = m.source_pk and d.kind = ${sql.lit(kind)})`;

/** What the provider gave back of the card or Pix payment a recharge follows. */
const providerRefunded = sql`(
  select p.refunded_cents from payment p
  where p.payment_pk = (
    select c.payment_pk from charging_transaction c where c.transaction_pk = m.source_pk))`;

/**
 * What was given back of a movement `m`, in cents: the one place the financial lists read
 * refunds. Wallet refunds are wallet entries (kind REFUND, and CANCEL for a cancelled debit)
 * pointing at the entry they give back: a deposit's own entry, or the wallet debit of a recharge
 * or of its idle charge (each found on its own index: the kinds are literals). A recharge paid
 * by card or Pix adds what its provider refunded of the payment it follows.
 */
export const refundedCentsSql = sql<number>`coalesce(case m.target_type
  when 'USER' then ${givenBack(sql`m.source_pk`)}
  when 'IDLE' then ${givenBack(debitOf('IDLE_CHARGE'))}
  else coalesce(${givenBack(debitOf('RECHARGE'))}, 0) + coalesce(${providerRefunded}, 0)
end, 0)`;
