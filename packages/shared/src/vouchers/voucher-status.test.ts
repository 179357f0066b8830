import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VOUCHER_KINDS, VOUCHER_STATUSES, voucherInstant } from './voucher-rules';
import { voucherStatus, type VoucherStatusFacts } from './voucher-status';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;

const base: VoucherStatusFacts = {
  active: true,
  startMs: NOW - HOUR,
  expireMs: NOW + HOUR,
  kind: 'MONEY_RECHARGE',
  kindValue: 10_000,
  valueUsed: 0,
  units: 2,
  usedTotal: 0,
};

describe('voucherStatus', () => {
  it('is ACTIVE between start and expire, switched on, with units and value left', () => {
    expect(voucherStatus(base, NOW)).toBe('ACTIVE');
    expect(voucherStatus({ ...base, startMs: NOW }, NOW)).toBe('ACTIVE');
  });

  it('is NOT_STARTED before start and EXPIRED from expire on', () => {
    expect(voucherStatus({ ...base, startMs: NOW + 1 }, NOW)).toBe('NOT_STARTED');
    expect(voucherStatus({ ...base, expireMs: NOW }, NOW)).toBe('EXPIRED');
  });

  it('is INACTIVE when switched off, whatever else holds', () => {
    expect(voucherStatus({ ...base, active: false, usedTotal: 2, expireMs: 0 }, NOW)).toBe(
      'INACTIVE',
    );
  });

  it('is USED when every unit is used, or the whole money or kWh value', () => {
    expect(voucherStatus({ ...base, usedTotal: 2 }, NOW)).toBe('USED');
    expect(voucherStatus({ ...base, valueUsed: 10_000 }, NOW)).toBe('USED');
    expect(voucherStatus({ ...base, valueUsed: 9_999 }, NOW)).toBe('ACTIVE');
    const kwh = { ...base, kind: 'KWH_RECHARGE' as const, kindValue: 5 };
    expect(voucherStatus({ ...kwh, valueUsed: 4_999 }, NOW)).toBe('ACTIVE');
    expect(voucherStatus({ ...kwh, valueUsed: 5_000 }, NOW)).toBe('USED');
  });

  it('never uses up a percent voucher by value, only by units', () => {
    const percent = { ...base, kind: 'PERCENT_RECHARGE' as const, kindValue: 10 };
    expect(voucherStatus({ ...percent, valueUsed: 1_000_000 }, NOW)).toBe('ACTIVE');
    expect(voucherStatus({ ...percent, usedTotal: 2 }, NOW)).toBe('USED');
  });

  it('gives exactly one known status for any facts, and USED only when something is consumed', () => {
    const facts = fc.record({
      active: fc.boolean(),
      startMs: fc.integer({ min: NOW - 10 * HOUR, max: NOW + 10 * HOUR }),
      expireMs: fc.integer({ min: NOW - 10 * HOUR, max: NOW + 10 * HOUR }),
      kind: fc.constantFrom(...VOUCHER_KINDS),
      kindValue: fc.integer({ min: 1, max: 100_000 }),
      valueUsed: fc.integer({ min: 0, max: 200_000_000 }),
      units: fc.integer({ min: 1, max: 1000 }),
      usedTotal: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(facts, fc.integer({ min: NOW - 20 * HOUR, max: NOW + 20 * HOUR }), (f, now) => {
        const status = voucherStatus(f, now);
        expect(VOUCHER_STATUSES.filter((s) => s === status)).toHaveLength(1);
        if (status === 'ACTIVE')
          expect(f.active && now >= f.startMs && now < f.expireMs && f.usedTotal < f.units).toBe(
            true,
          );
        if (!f.active) expect(status).toBe('INACTIVE');
        if (status === 'NOT_STARTED') expect(now < f.startMs).toBe(true);
        if (status === 'EXPIRED') expect(now >= f.expireMs).toBe(true);
      }),
    );
  });
});

describe('voucherInstant', () => {
  it('reads UTC YYYY-MM-DD HH:mm:ss and refuses days that do not exist', () => {
    expect(voucherInstant('2026-02-28 23:59:59')).toBe(Date.parse('2026-02-28T23:59:59Z'));
    expect(voucherInstant('2026-02-30 10:00:00')).toBeNaN();
    expect(voucherInstant('2026-02-28T10:00:00')).toBeNaN();
    expect(voucherInstant('2026-02-28 24:00:00')).toBeNaN();
  });
});
