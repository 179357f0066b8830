import type { StationCounts, TenantEnergy } from './stats.repository';

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** Energy, trees and CO2 of a range: each tenant's energy converted with its own factors. */
export function sustainabilityOf(energy: readonly TenantEnergy[], treeGoal: number) {
  let wh = 0;
  let trees = 0;
  let co2 = 0;
  for (const e of energy) {
    wh += e.wh;
    trees += e.wh / 1000 / e.kwhPerTree;
    co2 += (e.wh / 1000) * e.co2KgPerKwh;
  }
  return {
    energy: {
      consumption: round(wh / 1000, 3),
      cultivatedTree: round(trees, 2),
      treeGoal,
      treePercentageGoal: round(Math.min(100, (trees / treeGoal) * 100), 1),
    },
    envIndicator: round(co2, 2),
  };
}

export function percentOf(part: number, whole: number): number {
  return whole > 0 ? round((part / whole) * 100, 1) : 0;
}

export function statusChargeBoxOf(c: StationCounts) {
  return {
    total: c.total,
    charging: c.charging,
    available: c.available,
    unavailable: c.unavailable,
    maintenance: c.maintenance,
  };
}
