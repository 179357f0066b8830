import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFinalPaymentStatus,
  nextPaymentState,
  paymentStatusLabel,
  type PaymentEvent,
  type PaymentState,
} from './payment-status';
import { PAYMENT_STATUSES } from '../wallets/wallet.schemas';

const state = (status: PaymentState['status'], refundedCents = 0): PaymentState => ({
  status,
  amountCents: 1000,
  refundedCents,
});
const status = (s: 'pending' | 'in_process' | 'approved' | 'rejected' | 'cancelled') =>
  ({ type: 'status', status: s }) as const;

describe('nextPaymentState', () => {
  it('takes a Pix from pending to approved, and a card from in_process to rejected', () => {
    expect(nextPaymentState(state('pending'), status('approved')).status).toBe('approved');
    expect(nextPaymentState(state('pending'), status('in_process')).status).toBe('in_process');
    expect(nextPaymentState(state('in_process'), status('rejected')).status).toBe('rejected');
    expect(nextPaymentState(state('pending'), status('cancelled')).status).toBe('cancelled');
  });

  it('never lets a late in_process or pending undo approved', () => {
    const approved = state('approved');
    expect(nextPaymentState(approved, status('in_process'))).toBe(approved);
    expect(nextPaymentState(approved, status('pending'))).toBe(approved);
    expect(nextPaymentState(state('in_process'), status('pending')).status).toBe('in_process');
  });

  it('refunds an approved payment in part, then in full', () => {
    const partial = nextPaymentState(state('approved'), {
      type: 'refund',
      refundedTotalCents: 300,
    });
    expect(partial).toEqual({ status: 'approved', amountCents: 1000, refundedCents: 300 });
    expect(paymentStatusLabel(partial)).toBe('partial_refund');
    const full = nextPaymentState(partial, { type: 'refund', refundedTotalCents: 1000 });
    expect(full).toEqual({ status: 'refunded', amountCents: 1000, refundedCents: 1000 });
    expect(paymentStatusLabel(full)).toBe('refunded');
  });

  it('ignores an older refund total and never refunds more than was paid', () => {
    const partial = state('approved', 600);
    expect(nextPaymentState(partial, { type: 'refund', refundedTotalCents: 300 })).toBe(partial);
    const capped = nextPaymentState(partial, { type: 'refund', refundedTotalCents: 5000 });
    expect(capped).toEqual({ status: 'refunded', amountCents: 1000, refundedCents: 1000 });
  });

  it('refunds and charges back only approved payments', () => {
    for (const s of ['pending', 'in_process'] as const) {
      expect(nextPaymentState(state(s), { type: 'refund', refundedTotalCents: 100 }).status).toBe(
        s,
      );
      expect(nextPaymentState(state(s), { type: 'charged_back' }).status).toBe(s);
    }
    expect(nextPaymentState(state('approved', 100), { type: 'charged_back' }).status).toBe(
      'charged_back',
    );
  });

  it('labels a payment with nothing refunded by its status', () => {
    expect(paymentStatusLabel(state('approved'))).toBe('approved');
    expect(paymentStatusLabel(state('in_process'))).toBe('in_process');
  });
});

const events: fc.Arbitrary<PaymentEvent> = fc.oneof(
  fc
    .constantFrom('pending', 'in_process', 'approved', 'rejected', 'cancelled' as const)
    .map((s) => ({ type: 'status', status: s }) as PaymentEvent),
  fc
    .integer({ min: -100, max: 1500 })
    .map((c) => ({ type: 'refund', refundedTotalCents: c }) as PaymentEvent),
  fc.constant({ type: 'charged_back' } as PaymentEvent),
);
const states: fc.Arbitrary<PaymentState> = fc
  .record({
    status: fc.constantFrom(...PAYMENT_STATUSES),
    amountCents: fc.integer({ min: 1, max: 1000 }),
    refundedCents: fc.integer({ min: 0, max: 1000 }),
  })
  .map((s) => ({ ...s, refundedCents: Math.min(s.refundedCents, s.amountCents) }));

describe('nextPaymentState properties', () => {
  it('no sequence of events leaves a final state', () => {
    fc.assert(
      fc.property(states, fc.array(events, { maxLength: 20 }), (start, sequence) => {
        let current = start;
        for (const event of sequence) {
          const next = nextPaymentState(current, event);
          if (isFinalPaymentStatus(current.status)) expect(next).toBe(current);
          current = next;
        }
      }),
    );
  });

  it('replaying an event changes nothing', () => {
    fc.assert(
      fc.property(states, events, (start, event) => {
        const once = nextPaymentState(start, event);
        expect(nextPaymentState(once, event)).toBe(once);
      }),
    );
  });

  it('never refunds more than was paid nor less than before', () => {
    fc.assert(
      fc.property(states, fc.array(events, { maxLength: 20 }), (start, sequence) => {
        let current = start;
        for (const event of sequence) {
          const next = nextPaymentState(current, event);
          expect(next.refundedCents).toBeGreaterThanOrEqual(current.refundedCents);
          expect(next.refundedCents).toBeLessThanOrEqual(next.amountCents);
          current = next;
        }
      }),
    );
  });
});
