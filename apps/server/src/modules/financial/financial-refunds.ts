import { sql } from 'kysely';

/**
 * What was given back of one wallet entry outside the refund records: its REFUND entries not
 * written for a `refund` record, and a CANCEL of a debit.
 */
const givenBack = (entryPk: ReturnType<typeof sql>) => sql`(
  select sum(abs(r.amount_cents)) from wallet_entry r
  where r.refund_of_pk = ${entryPk} and r.kind in ('REFUND', 'CANCEL') and r.refund_pk is null)`;

/** The wallet debit of a recharge (RECHARGE) or of its idle charge (IDLE_CHARGE). */
const debitOf = (kind: 'RECHARGE' | 'IDLE_CHARGE') => sql`(
  select d.wallet_entry_pk from wallet_entry d
  where d.transaction_pk = m.source_pk and d.kind = ${sql.lit(kind)})`;

/** The succeeded refund records of a recharge (TRANSACTION) or of a deposit (USER). */
const refunded = (targetType: 'TRANSACTION' | 'USER') => sql`(
  select sum(f.amount_cents) from refund f
  where f.target_type = ${sql.lit(targetType)} and f.target_pk = m.source_pk
    and f.state = 'succeeded')`;

/**
 * What was given back of a movement `m`, in cents: the one place the financial lists read
 * refunds. A refund asked through the refunds route is a `refund` record (a recharge's by its
 * transaction, a deposit's by its wallet entry), counted when it succeeded, whatever route the
 * money took (provider, wallet, outside the product); the REFUND ledger entry it writes points at
 * its record and is not counted again. Wallet entries without a record (a CANCEL of a debit)
 * are added, each pointing at the entry it gives back: a deposit's own entry, or the wallet
 * debit of a recharge or of its idle charge.
 */
export const refundedCentsSql = sql<number>`case m.target_type
  when 'USER' then coalesce(${refunded('USER')}, 0) + coalesce(${givenBack(sql`m.source_pk`)}, 0)
  when 'IDLE' then coalesce(${givenBack(debitOf('IDLE_CHARGE'))}, 0)
  else coalesce(${refunded('TRANSACTION')}, 0) + coalesce(${givenBack(debitOf('RECHARGE'))}, 0)
end`;
