import { perPhase, PHASES, type PerPhase } from '@chargedeck/shared';
import type { ModelCharger } from './site-model';

/**
 * What the breaker allowed this second (A summed over phases): the max-min fair share of the
 * true headroom (breaker minus building, no margin, no delay) among the EVs present, each up to
 * its own maximum and its charger's.
 */
export function idealDelivery(
  chargers: readonly ModelCharger[],
  building: PerPhase,
  breakerA: number,
): number {
  const remaining = perPhase((p) => Math.max(0, breakerA - building[p]));
  let rising = chargers.filter((c) => c.ev);
  const level = new Map(rising.map((c) => [c.key, 0]));
  const cap = (c: ModelCharger) => Math.min(c.maxA, c.ev!.maxA);
  while (rising.length > 0) {
    let step = Infinity;
    for (const p of PHASES) {
      const n = rising.filter((c) => c.phases.includes(p)).length;
      if (n > 0) step = Math.min(step, remaining[p] / n);
    }
    for (const c of rising) step = Math.min(step, cap(c) - level.get(c.key)!);
    for (const c of rising) {
      level.set(c.key, level.get(c.key)! + step);
      for (const p of c.phases) remaining[p] -= step;
    }
    rising = rising.filter(
      (c) => level.get(c.key)! < cap(c) - 1e-9 && c.phases.every((p) => remaining[p] > 1e-9),
    );
  }
  return chargers.reduce((s, c) => s + (level.get(c.key) ?? 0) * c.phases.length, 0);
}
