import type { PaymentStatus } from '@chargedeck/shared';

/**
 * Mercado Pago's payment statuses (its "Get payment status" table) in spec 3 §4's terms.
 * `authorized` is a card held for capture: still in process for us until captured.
 * `in_mediation` is a dispute opened on an approved payment: the money stays approved until
 * Mercado Pago decides (`charged_back`, or back to `approved`).
 */
const STATUSES: Record<string, PaymentStatus> = {
  pending: 'pending',
  authorized: 'in_process',
  in_process: 'in_process',
  in_mediation: 'approved',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  refunded: 'refunded',
  charged_back: 'charged_back',
};

/** A status Mercado Pago adds later is read as still in process, never as an outcome. */
export function mercadopagoStatus(status: string | undefined): PaymentStatus {
  return (status && STATUSES[status]) || 'in_process';
}

/** Reais (Mercado Pago's decimal amounts) to integer cents, and back. */
export const toCents = (amount: number | undefined): number => Math.round((amount ?? 0) * 100);
export const toReais = (cents: number): number => cents / 100;
