import {
  DEFAULT_LOCALE,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  formatterOf,
  type WalletDeposit,
} from '@chargedeck/shared';
import type { DepositRow } from './wallet.repository';

/** What an entry paid for: a refund of a debit refers to its recharge, else to the wallet. */
function targetTypeOf(row: DepositRow): WalletDeposit['target_type'] {
  if (row.kind === 'IDLE_CHARGE') return 'IDLE';
  if (row.kind === 'RECHARGE') return 'TRANSACTION';
  return row.kind === 'REFUND' && row.transaction_pk !== null ? 'TRANSACTION' : 'USER';
}

/** A ledger deposit, recharge debit, idle charge or refund as the wallet statement shows it. */
export function walletDepositOf(row: DepositRow, currency: string): WalletDeposit {
  const amount = Math.abs(row.amount_cents);
  const refunded = row.refunded_cents;
  const fully = refunded > 0 && refunded >= amount;
  const status = PAYMENT_STATUSES.find((s) => s === row.payment_status) ?? 'pending';
  return {
    user_wallet_payment_pk: row.wallet_entry_pk,
    created_timestamp: row.created_at.toISOString(),
    payment_type: PAYMENT_TYPES.find((t) => t === row.payment_type) ?? null,
    payment_status: fully ? 'refunded' : status,
    payment_status_detail: fully ? 'refunded' : refunded > 0 ? 'partially_refunded' : null,
    payment_transaction_amounts: amount,
    payment_transaction_amounts_human_readable: formatterOf(DEFAULT_LOCALE, { currency }).money(
      amount,
    ),
    payment_transaction_amount_refunded: refunded,
    is_idle_payment: row.kind === 'IDLE_CHARGE',
    target_type: targetTypeOf(row),
    entry_kind: row.kind,
    transaction_pk: row.transaction_pk,
  };
}
