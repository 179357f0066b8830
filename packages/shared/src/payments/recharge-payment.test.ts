import { describe, expect, it } from 'vitest';
import { isPaid } from './recharge-payment';

const at = '2026-11-24T10:00:00.000Z';

describe('isPaid (spec 2 §4 paid rule)', () => {
  it('is paid when approved or authorized with a paid timestamp and NoError', () => {
    expect(isPaid({ paymentStatus: 'approved', paidTimestamp: at, paidError: 'NoError' })).toBe(
      true,
    );
    expect(isPaid({ paymentStatus: 'authorized', paidTimestamp: at, paidError: 'NoError' })).toBe(
      true,
    );
  });

  it('is paid with no status but a paid timestamp and NoError', () => {
    expect(isPaid({ paymentStatus: null, paidTimestamp: at, paidError: 'NoError' })).toBe(true);
    expect(isPaid({ paidTimestamp: at, paidError: 'NoError' })).toBe(true);
  });

  it('is not paid without the timestamp, with an error, or in another status', () => {
    expect(isPaid({ paymentStatus: 'approved', paidTimestamp: null, paidError: 'NoError' })).toBe(
      false,
    );
    expect(isPaid({ paymentStatus: 'approved', paidTimestamp: at, paidError: null })).toBe(false);
    expect(isPaid({ paymentStatus: 'rejected', paidTimestamp: at, paidError: 'rejected' })).toBe(
      false,
    );
    expect(isPaid({ paymentStatus: 'pending', paidTimestamp: at, paidError: 'NoError' })).toBe(
      false,
    );
    expect(isPaid({ paymentStatus: 'refunded', paidTimestamp: at, paidError: 'NoError' })).toBe(
      false,
    );
  });
});
