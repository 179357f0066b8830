import { z } from 'zod';

/** Spec 3 §4 payment statuses and types. */
export const PAYMENT_STATUSES = [
  'approved',
  'cancelled',
  'charged_back',
  'in_process',
  'pending',
  'refunded',
  'rejected',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_TYPES = [
  'MERCADO_PAGO_PRO',
  'MERCADO_PAGO_CARD',
  'MERCADO_PAGO_PIX',
  'PAGBANK_CARD',
  'PAGBANK_PIX',
  'PAGOS_TERPEL',
  'WALLET',
  'MANUAL_DASHBOARD',
  'VOUCHER',
  'TICKET_LOG',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * Kinds of wallet ledger entries: money in (deposit, and CANCEL giving back a cancelled debit)
 * and money out (the rest).
 */
export const WALLET_ENTRY_KINDS = [
  'DEPOSIT',
  'RECHARGE',
  'IDLE_CHARGE',
  'REFUND',
  'CANCEL',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** One deposit (or idle-time charge) of GET customer-wallet/userDeposits/{userPk}. */
export const walletDeposit = z.object({
  user_wallet_payment_pk: z.number(),
  created_timestamp: z.string(),
  payment_type: z.enum(PAYMENT_TYPES).nullable(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_status_detail: z.enum(['refunded', 'partially_refunded']).nullable(),
  payment_transaction_amounts: z.number(),
  payment_transaction_amounts_human_readable: z.string(),
  payment_transaction_amount_refunded: z.number(),
  is_idle_payment: z.boolean(),
  /** What the entry paid for (spec 3: USER deposit, TRANSACTION recharge, IDLE time). */
  target_type: z.enum(['USER', 'TRANSACTION', 'IDLE']),
  /** The recharge a debit paid for. */
  transaction_pk: z.number().nullable(),
  /**
   * The ledger entry's kind: a REFUND gives a refunded recharge back to the wallet (or takes a
   * refunded deposit out of it); the statement labels it 'Reembolso', IDLE_CHARGE 'Ociosidade'.
   */
  entry_kind: z.enum(['DEPOSIT', 'RECHARGE', 'IDLE_CHARGE', 'REFUND']),
});
export type WalletDeposit = z.infer<typeof walletDeposit>;

export const walletTotalizer = z.object({ total: z.number(), total_human_readable: z.string() });
export type WalletTotalizer = z.infer<typeof walletTotalizer>;
