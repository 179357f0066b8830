import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceSession } from './price-session';
import { everyDay, exception, exceptionPeriod, period } from './test-profiles';
import type { PriceLineItem, PricingEntry, PricingSession } from './types';

const prices = {
  servicePrice: 137,
  kwhPrice: 237,
  durationPrice: 311,
  idleTimePrice: 613,
  moneyPerKilowattCost: 83,
  operationFee: 0.05,
  taxes: 0.15,
};

/** Periods around midnight and DST changes, an exception day and a range crossing months. */
const profile: PricingEntry[] = [
  ...everyDay(prices),
  period('SUNDAY', '01:00:00', '02:00:00', { ...prices, kwhPrice: 351, durationPrice: 97 }),
  period('SUNDAY', '02:00:00', '05:00:00', { ...prices, kwhPrice: 419, operationFee: 0.1 }),
  period('MONDAY', '18:00:00', '21:00:00', { kwhPrice: 503, taxes: 0.2 }),
  period('SATURDAY', '22:00:00', '23:59:59', { durationPrice: 1009, idleTimePrice: 41 }),
  exception('2026-03-10', null, { servicePrice: 59, kwhPrice: 149 }),
  exceptionPeriod('2026-03-10', '06:30:00', '09:15:00', { kwhPrice: 67, taxes: 0.123 }),
  exception('2026-10-30', '2026-11-02', { durationPrice: 777, operationFee: 0.033 }),
];

/** The second half of a split session: the same profile without a start price. */
const continuation = profile.map((entry) => ({ ...entry, servicePrice: null }));

const HOUR = 3_600_000;
const zone = fc.constantFrom('America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon');
// Weeks holding New York's and Lisbon's daylight-saving changes of 2026.
const startMs = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 2, 5), max: Date.UTC(2026, 2, 31) }),
  fc.integer({ min: Date.UTC(2026, 9, 22), max: Date.UTC(2026, 10, 4) }),
);
const lengthMs = fc.integer({ min: 60_000, max: 40 * HOUR });
/** Register readings: offsets in [0, 1] of the window around the session and Wh increments. */
const readings = fc.array(
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 9000 })),
  { maxLength: 20 },
);

function sessionOf(
  timeZone: string,
  start: number,
  stop: number,
  window: [number, number],
  points: [number, number][],
  idle: PricingSession['idle'] = null,
): PricingSession {
  const [from, to] = window;
  let wh = 0;
  const samples = points
    .map(([at, step]) => ({ at: Math.round(from + at * (to - from)), step }))
    .sort((a, b) => a.at - b.at)
    .map(({ at, step }) => ({ at: new Date(at).toISOString(), wh: (wh += step) }));
  return {
    start: new Date(start).toISOString(),
    stop: new Date(stop).toISOString(),
    samples,
    timeZone,
    idle,
  };
}

const KINDS = ['start', 'energy', 'duration', 'idle', 'operationFee', 'taxes'] as const;

function cents(items: readonly PriceLineItem[]): number {
  return items.reduce((sum, item) => sum + item.amountCents, 0);
}

describe('priceSession, properties', () => {
  it('splitting a session at any instant prices both halves within a cent per line item', () => {
    fc.assert(
      fc.property(
        zone,
        startMs,
        lengthMs,
        fc.double({ min: 0, max: 1, noNaN: true }),
        readings,
        fc.integer({ min: 0, max: 3 * HOUR }),
        (timeZone, start, length, cut, points, idleMs) => {
          const stop = start + length;
          const split = start + Math.max(1, Math.round(cut * (length - 1)));
          const window: [number, number] = [start - HOUR, stop + HOUR];
          const idle = {
            from: new Date(stop).toISOString(),
            to: new Date(stop + idleMs).toISOString(),
          };
          const whole = priceSession(
            sessionOf(timeZone, start, stop, window, points, idle),
            profile,
          );
          const first = priceSession(sessionOf(timeZone, start, split, window, points), profile);
          const second = priceSession(
            sessionOf(timeZone, split, stop, window, points, idle),
            continuation,
          );
          const lines = first.lineItems.length + second.lineItems.length;
          expect(
            Math.abs(first.totalCents + second.totalCents - whole.totalCents),
          ).toBeLessThanOrEqual(lines);
          for (const kind of KINDS) {
            const halves = [...first.lineItems, ...second.lineItems].filter((i) => i.kind === kind);
            const gap = cents(halves) - cents(whole.lineItems.filter((i) => i.kind === kind));
            expect(Math.abs(gap)).toBeLessThanOrEqual(halves.length);
          }
          expect(first.energyKwh + second.energyKwh).toBeCloseTo(whole.energyKwh, 5);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a longer session never costs less', () => {
    fc.assert(
      fc.property(
        zone,
        startMs,
        lengthMs,
        fc.integer({ min: 1, max: 10 * HOUR }),
        readings,
        (timeZone, start, length, more, points) => {
          const window: [number, number] = [start, start + length + more];
          const shorter = priceSession(
            sessionOf(timeZone, start, start + length, window, points),
            profile,
          );
          const longer = priceSession(
            sessionOf(timeZone, start, start + length + more, window, points),
            profile,
          );
          expect(longer.totalCents).toBeGreaterThanOrEqual(shorter.totalCents);
          expect(longer.energyKwh).toBeGreaterThanOrEqual(shorter.energyKwh);
        },
      ),
      { numRuns: 200 },
    );
  });
});
