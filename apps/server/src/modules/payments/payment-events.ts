import type { PaymentEvent } from '@chargedeck/shared';
import type { ProviderCharge } from './payment-provider';

export type PaymentEventInput = PaymentEvent;

/** The state machine's events that say where the provider has a charge now. */
export function eventsOf(charge: Pick<ProviderCharge, 'status' | 'refundedCents'>): PaymentEvent[] {
  const refund: PaymentEvent = { type: 'refund', refundedTotalCents: charge.refundedCents };
  switch (charge.status) {
    case 'refunded':
      return [{ type: 'status', status: 'approved' }, refund];
    case 'charged_back':
      return [{ type: 'status', status: 'approved' }, refund, { type: 'charged_back' }];
    case 'approved':
      return charge.refundedCents > 0
        ? [{ type: 'status', status: 'approved' }, refund]
        : [{ type: 'status', status: 'approved' }];
    default:
      return [{ type: 'status', status: charge.status }];
  }
}
