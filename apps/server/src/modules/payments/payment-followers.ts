import { sql, type Selectable, type Transaction } from 'kysely';
import { PAID_NO_ERROR } from '@chargedeck/shared';
import type { DB } from '../../platform/db/schema';
import type { PaymentTable } from '../../platform/db/tables/payments';

type Row = Selectable<PaymentTable>;

/** Statuses in which the money reached the operator (a refund or chargeback came later). */
const PAID_STATUSES = ['approved', 'refunded', 'charged_back'];

/** Why a payment that ended without money failed: the transaction's paidError. */
const ERROR_OF: Partial<Record<Row['status'], string>> = {
  approved: PAID_NO_ERROR,
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/**
 * What a payment pays follows its state, in the payment's own database transaction:
 * - a recharge's payment_status, payment_type, paid_at and paid_error (spec 2 §4). The
 *   transaction follows its newest payment; an older one takes it back only by being approved,
 *   and nothing moves a transaction another payment already approved;
 * - a wallet top-up is credited to the wallet ledger once, when approved.
 * Answers the recharge that became paid, if one did.
 */
export async function followPayment(
  trx: Transaction<DB>,
  payment: Row,
): Promise<{ paidTransactionPk?: number }> {
  if (payment.wallet_user_pk !== null && payment.status === 'approved') {
    await trx
      .insertInto('wallet_entry')
      .values({
        user_pk: payment.wallet_user_pk,
        kind: 'DEPOSIT',
        amount_cents: payment.amount_cents,
        payment_type: payment.payment_type,
        payment_status: 'approved',
        payment_pk: payment.payment_pk,
      })
      .onConflict((oc) => oc.column('payment_pk').where('payment_pk', 'is not', null).doNothing())
      .execute();
  }
  if (payment.transaction_pk === null) return {};
  const approved = payment.status === 'approved';
  const paid = PAID_STATUSES.includes(payment.status);
  const updated = await trx
    .updateTable('charging_transaction')
    .set({
      payment_status: payment.status,
      payment_type: payment.payment_type,
      payment_pk: payment.payment_pk,
      paid_at: paid ? sql`coalesce(paid_at, now())` : null,
      paid_error: paid
        ? sql`coalesce(paid_error, ${PAID_NO_ERROR})`
        : (ERROR_OF[payment.status] ?? null),
    })
    .where('transaction_pk', '=', payment.transaction_pk)
    .where((eb) =>
      eb.or([
        eb('payment_pk', '=', payment.payment_pk),
        eb.and([
          eb.or([eb('payment_status', 'is', null), eb('payment_status', '<>', 'approved')]),
          approved
            ? sql<boolean>`true`
            : eb.or([eb('payment_pk', 'is', null), eb('payment_pk', '<', payment.payment_pk)]),
        ]),
      ]),
    )
    .returning(sql<boolean>`payment_status = 'approved'`.as('paid'))
    .executeTakeFirst();
  return updated?.paid && approved ? { paidTransactionPk: payment.transaction_pk } : {};
}
