import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema';

/** A refund of a recharge a voucher paid, as the refunds path gives it. */
export interface VoucherRefund {
  transactionPk: number;
  voucherPk: number;
  /** The cents the voucher paid for the recharge. */
  voucherAmountCents: number;
  /** The cents this refund gives back. */
  amountCents: number;
}

interface UseOfRecharge {
  kind: string;
  value_total: string | number;
  value_used: string | number;
  user_pk: number | null;
  user_status: string | null;
  amount_used: string | number;
  given_back: string | number;
}

/**
 * Gives a refunded voucher-paid recharge's value back to its voucher (docs/vouchers.md
 * "Spending at the stop"), inside the refund's transaction and after the recharge's row lock, in
 * the stop's order (recharge, then voucher): the voucher's row is locked, its consumed value
 * lowered by the refunded share of what the recharge used (cents, or Wh for a kWh voucher, in
 * proportion), and a REFUND history entry written with the balance after. The refund that gives
 * back the last of it also gives the use back: the user's count, and a percent voucher's user is
 * NOT_USED again.
 */
export const voucherRefunds = {
  async giveBack(trx: Transaction<DB>, refund: VoucherRefund): Promise<void> {
    const use = await useOf(trx, refund);
    if (!use || refund.voucherAmountCents <= 0) return;
    const used = Number(use.amount_used);
    const left = used - Number(use.given_back);
    const back = Math.min(
      left,
      Math.round((used * refund.amountCents) / refund.voucherAmountCents),
    );
    if (back <= 0) return;
    const whole = back >= left;
    const usedAgain = whole && use.kind === 'PERCENT_RECHARGE' && use.user_status === 'USED';
    await sql`
      with user_back as (
        update voucher_user set uses = greatest(uses - 1, 0),
          status = case when ${usedAgain} then 'NOT_USED' else status end
        where ${whole} and voucher_pk = ${refund.voucherPk} and user_pk = ${use.user_pk}
      )
      update voucher set value_used = value_used - ${back},
        uses = case when ${whole} then greatest(uses - 1, 0) else uses end,
        used_total = case when ${usedAgain} then greatest(used_total - 1, 0) else used_total end
      where voucher_pk = ${refund.voucherPk}`.execute(trx);
    await trx
      .insertInto('voucher_history')
      .values({
        voucher_pk: refund.voucherPk,
        tenant_pk: sql<number>`(select tenant_pk from voucher where voucher_pk = ${refund.voucherPk})`,
        transaction_pk: refund.transactionPk,
        user_pk: use.user_pk,
        entry_kind: 'REFUND',
        amount_used: -back,
        balance_after:
          use.kind === 'PERCENT_RECHARGE'
            ? null
            : Number(use.value_total) - (Number(use.value_used) - back),
      })
      .execute();
  },
};

/** The voucher (locked) and what this recharge used of it, less what refunds gave back. */
async function useOf(trx: Transaction<DB>, refund: VoucherRefund) {
  const result = await sql<UseOfRecharge>`
    select v.kind, v.value_total, v.value_used, h.user_pk, u.status as user_status, h.amount_used,
      coalesce((select -sum(r.amount_used) from voucher_history r
        where r.voucher_pk = v.voucher_pk and r.transaction_pk = h.transaction_pk
          and r.entry_kind = 'REFUND'), 0) as given_back
    from voucher v
    join voucher_history h on h.voucher_pk = v.voucher_pk and h.entry_kind = 'USE'
      and h.transaction_pk = ${refund.transactionPk}
    left join voucher_user u on u.voucher_pk = v.voucher_pk and u.user_pk = h.user_pk
    where v.voucher_pk = ${refund.voucherPk}
    for update of v`.execute(trx);
  return result.rows[0];
}
