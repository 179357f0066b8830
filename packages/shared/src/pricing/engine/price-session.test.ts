import { describe, expect, it } from 'vitest';
import { priceSession } from './price-session';
import { session } from './test-profiles';
import { flat, SP } from './cases/fixtures';
import { energyAndDurationCases } from './cases/energy-and-duration.cases';
import { periodsAndExceptionsCases } from './cases/periods-and-exceptions.cases';
import { crossingCases } from './cases/crossings.cases';
import { feesTaxesAndIdleCases } from './cases/fees-taxes-idle.cases';
import { inheritCases } from './cases/inherit.cases';

/** Every hand-worked case table, run by the one check below. */
const cases = [
  ...energyAndDurationCases,
  ...periodsAndExceptionsCases,
  ...crossingCases,
  ...feesTaxesAndIdleCases,
  ...inheritCases,
];

describe('priceSession, cases worked by hand', () => {
  it('has at least 36 cases, each named once', () => {
    expect(cases.length).toBeGreaterThanOrEqual(36);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  it.each(cases)('$name', ({ entries, session: s, items, totals }) => {
    const result = priceSession(s, entries);
    expect(result.lineItems).toEqual(items);
    const charge = items
      .filter((item) => item.kind !== 'operationFee' && item.kind !== 'taxes')
      .reduce((sum, item) => sum + item.amountCents, 0);
    expect(result.chargeCents).toBe(charge);
    expect(result.totalCents).toBe(
      result.chargeCents + result.operationFeeCents + result.taxesCents,
    );
    expect(result.incomeCents).toBe(result.totalCents - result.energyCostCents - result.taxesCents);
    if (totals) expect(result).toMatchObject(totals);
  });

  it('refuses a time zone it does not know', () => {
    expect(() =>
      priceSession(session('Mars/Olympus', '2026-11-23T13:00:00Z', '2026-11-23T14:00:00Z'), flat),
    ).toThrow(RangeError);
  });

  it('refuses an instant it cannot read, naming the field', () => {
    expect(() => priceSession(session(SP, 'yesterday', '2026-11-23T13:00:00Z'), flat)).toThrow(
      /start/,
    );
  });
});
