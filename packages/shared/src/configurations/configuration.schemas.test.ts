import { describe, expect, it } from 'vitest';
import { CONFIGURATION_MESSAGES as M } from './configuration.messages';
import { dynamicPricingBody, pricingModeOf, requestedPricingMode } from './configuration.schemas';

const link = (a: string | null, b: string | null, c: string | null) => ({
  connector1_dynamic_pricing_id: a,
  connector2_dynamic_pricing_id: b,
  connector3_dynamic_pricing_id: c,
});

describe('virtual-group pricing mode (spec 3 §4)', () => {
  it("loads as 'station' when all three ids are equal, else 'connectors'", () => {
    expect(pricingModeOf(link('p', 'p', 'p'))).toBe('station');
    expect(pricingModeOf(link(null, null, null))).toBe('station');
    expect(pricingModeOf(link('p', 'q', 'p'))).toBe('connectors');
  });

  it("takes 'connectors' without a type when profile 2 or 3 is given", () => {
    expect(requestedPricingMode({ enabled: true, ...link('p', null, null) })).toBe('station');
    expect(requestedPricingMode({ enabled: true, ...link('p', null, 'r') })).toBe('connectors');
  });

  it('asks for the profiles of the mode only when pricing is enabled', () => {
    const fields = (body: object) =>
      dynamicPricingBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields({ enabled: false })).toBeUndefined();
    expect(fields({ enabled: true, type: 'station' })).toEqual([
      ['connector1_dynamic_pricing_id', M.profileRequired],
    ]);
    expect(
      fields({ enabled: true, type: 'connectors', connector2_dynamic_pricing_id: 'q' }),
    ).toEqual([
      ['connector1_dynamic_pricing_id', M.profileRequired],
      ['connector3_dynamic_pricing_id', M.profileRequired],
    ]);
  });
});
