import type { PaymentStatus } from '../wallets/wallet.schemas';

/**
 * The payment state machine of spec 3 §4 "Payment status". A payment starts `pending` (a Pix
 * waiting to be paid) or `in_process` (a card being authorised); it ends `approved`, `rejected`
 * or `cancelled`; an approved payment may later be refunded (in part or in full) or charged
 * back. `partial_refund` is a label only: an approved payment with some amount refunded.
 */
/** The labels of spec 3 §4, `partial_refund` included. */
export type PaymentStatusLabel = PaymentStatus | 'partial_refund';

/** States no event leaves. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
];

export interface PaymentState {
  status: PaymentStatus;
  amountCents: number;
  refundedCents: number;
}

/**
 * What a provider (or an operator) reports. A status event says where the provider has the
 * payment now; a refund event carries the total refunded so far, as providers report it, so
 * replaying it or receiving an older one changes nothing.
 */
export type PaymentEvent =
  | { type: 'status'; status: 'pending' | 'in_process' | 'approved' | 'rejected' | 'cancelled' }
  | { type: 'refund'; refundedTotalCents: number }
  | { type: 'charged_back' };

/** How far along a status is: an event never moves a payment back to a lower rank. */
const RANK: Record<PaymentStatus, number> = {
  pending: 0,
  in_process: 1,
  approved: 2,
  rejected: 3,
  cancelled: 3,
  refunded: 3,
  charged_back: 3,
};

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return FINAL_PAYMENT_STATUSES.includes(status);
}

function applyStatus(state: PaymentState, status: PaymentStatus): PaymentState {
  if (RANK[status] <= RANK[state.status]) return state;
  // Only an approved payment can be refunded or charged back; nothing else leads from it.
  if (state.status === 'approved') return state;
  return { ...state, status };
}

function applyRefund(state: PaymentState, refundedTotalCents: number): PaymentState {
  if (state.status !== 'approved') return state;
  const refundedCents = Math.min(state.amountCents, Math.max(0, Math.trunc(refundedTotalCents)));
  if (refundedCents <= state.refundedCents) return state;
  const status = refundedCents === state.amountCents ? 'refunded' : 'approved';
  return { ...state, status, refundedCents };
}

/**
 * The state after an event. An event that does not apply (late, replayed, or from a final
 * state) returns the same state object, so `next === state` means "no transition".
 */
export function nextPaymentState(state: PaymentState, event: PaymentEvent): PaymentState {
  if (isFinalPaymentStatus(state.status)) return state;
  if (event.type === 'refund') return applyRefund(state, event.refundedTotalCents);
  if (event.type === 'charged_back') {
    return state.status === 'approved' ? { ...state, status: 'charged_back' } : state;
  }
  return applyStatus(state, event.status);
}

/** The label of spec 3 §4: `partial_refund` when some was refunded and the status is not. */
export function paymentStatusLabel(state: PaymentState): PaymentStatusLabel {
  if (state.refundedCents > 0 && state.status === 'approved') return 'partial_refund';
  return state.status;
}
