/** Table types: payments through a provider and the sandbox provider's state (migration 0310). */
import type { ColumnType, Generated } from 'kysely';
import type { PaymentStatus, RechargeMethod } from '@chargedeck/shared';
import type { CreatedAt } from './column-types';

type Instant = ColumnType<Date, Date | string, Date | string>;

export type PaymentMethod = 'card' | 'pix';

export interface PaymentTable {
  payment_pk: Generated<number>;
  tenant_pk: number;
  provider: string;
  method: PaymentMethod;
  amount_cents: number;
  refunded_cents: Generated<number>;
  status: PaymentStatus;
  idempotency_key: string;
  provider_ref: string | null;
  /** The provider's single-use card token, kept only until the provider answered. */
  card_token: string | null;
  /** What it pays: a recharge, or a top-up of this user's wallet (migration 2000). */
  transaction_pk: ColumnType<number | null, number | null | undefined, number | null>;
  wallet_user_pk: ColumnType<number | null, number | null | undefined, number | null>;
  payment_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who pays, as the provider is told, kept for the reconcile retry (migration 2300). */
  payer_email: ColumnType<string | null, string | null | undefined, string | null>;
  payer_name: ColumnType<string | null, string | null | undefined, string | null>;
  payer_tax_id: ColumnType<string | null, string | null | undefined, string | null>;
  pix_copy_paste: string | null;
  pix_qr_image: string | null;
  expires_at: Instant | null;
  reconcile_attempts: Generated<number>;
  next_reconcile_at: Instant | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A payment option an operator chose at a remote start (migration 2000). */
export interface RemoteStartPaymentTable {
  remote_start_payment_pk: Generated<number>;
  tenant_pk: number;
  charge_box_pk: number;
  connector_id: number | null;
  id_tag: string;
  method: RechargeMethod;
  created_at: CreatedAt;
}

export interface PaymentEventTable {
  payment_event_pk: Generated<number>;
  payment_pk: number;
  /** The provider's event or request id, or our own key: the same key applies once. */
  event_key: string;
  /** What reported it: webhook, provider (an answer to our call), reconcile, sandbox-admin. */
  source: string;
  /** Who: a user pk for an operator's action, else null. */
  actor: string | null;
  from_status: PaymentStatus | null;
  to_status: PaymentStatus;
  refunded_cents: number;
  provider_ref: string | null;
  created_at: CreatedAt;
}

export interface SandboxPaymentTable {
  sandbox_payment_id: string;
  idempotency_key: string;
  method: PaymentMethod;
  amount_cents: number;
  refunded_cents: Generated<number>;
  status: PaymentStatus;
  /** Where a card payment in process ends (by test card number). */
  outcome: 'approved' | 'rejected' | null;
  capture: Generated<boolean>;
  authorized: Generated<boolean>;
  settles_at: Instant | null;
  expires_at: Instant | null;
  pix_copy_paste: string | null;
  created_at: CreatedAt;
}

export interface SandboxRefundTable {
  idempotency_key: string;
  sandbox_payment_id: string;
  amount_cents: number;
  created_at: CreatedAt;
}

export type RefundTargetType = 'TRANSACTION' | 'USER';
export type RefundState = 'requested' | 'succeeded' | 'failed';

/** One refund of a recharge or a wallet deposit (migration 2100); settled once. */
export interface RefundTable {
  refund_pk: Generated<number>;
  tenant_pk: number;
  target_type: RefundTargetType;
  /** The transaction pk (TRANSACTION) or the deposit's wallet entry pk (USER). */
  target_pk: number;
  payment_type: string | null;
  payment_pk: number | null;
  amount_cents: number;
  idempotency_key: string;
  state: RefundState;
  actor: string | null;
  error: string | null;
  created_at: CreatedAt;
  settled_at: Date | null;
}
