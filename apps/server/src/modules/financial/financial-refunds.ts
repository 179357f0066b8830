import { sql } from 'kysely';

/**
 * What was given back of a movement, in cents: the one place the financial lists read refunds.
 * Today refunds are wallet entries (kind REFUND, and CANCEL for a cancelled debit) pointing at
 * the entry they give back: a deposit's own entry, or the wallet debit of a recharge or of its
 * idle charge. When provider refunds of card and Pix payments are linked to recharges, they are
 * added here.
 */
export const refundedCentsSql = sql<number>`coalesce((
  select sum(abs(r.amount_cents)) from wallet_entry r
  where r.kind in ('REFUND', 'CANCEL') and r.refund_of_pk = case
    when m.target_type = 'USER' then m.source_pk
    else (select d.wallet_entry_pk from wallet_entry d
      where d.transaction_pk = m.source_pk
        and d.kind = case when m.target_type = 'IDLE' then 'IDLE_CHARGE' else 'RECHARGE' end
      limit 1)
  end), 0)`;
