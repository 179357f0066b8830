import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHASES, type Phase } from './phases';
import { planCurrents, type PlanConnector, type PlanInput } from './planner';
import { SMART_CHARGING_RULES as RULES } from './planner-rules';

const NOW = 10_000_000;
const phaseSets: Phase[][] = [['A'], ['B'], ['C'], ['A', 'B'], ['A', 'B', 'C']];

const connectorArb = (i: number) =>
  fc.record({
    key: fc.constant(`c${i}`),
    phases: fc.constantFrom(...phaseSets),
    charging: fc.boolean(),
    drawA: fc.double({ min: 0, max: 40, noNaN: true }),
    maxA: fc.integer({ min: 6, max: 63 }),
    limitA: fc.option(fc.integer({ min: 0, max: 320 }).map((n) => n / 10)),
    changedAt: fc.option(fc.integer({ min: NOW - 60_000, max: NOW })),
    since: fc.integer({ min: 0, max: NOW }),
  }) as fc.Arbitrary<PlanConnector>;

const inputArb: fc.Arbitrary<PlanInput> = fc
  .record({
    breakerA: fc.integer({ min: 10, max: 400 }),
    marginA: fc.double({ min: 0, max: 10, noNaN: true }),
    measured: fc.option(
      fc.record({
        A: fc.double({ min: 0, max: 500, noNaN: true }),
        B: fc.double({ min: 0, max: 500, noNaN: true }),
        C: fc.double({ min: 0, max: 500, noNaN: true }),
      }),
    ),
    count: fc.integer({ min: 0, max: 30 }),
  })
  .chain(({ count, ...rest }) =>
    fc
      .tuple(...Array.from({ length: count }, (_, i) => connectorArb(i)))
      .map((connectors) => ({ ...rest, connectors, now: NOW })),
  );

/** The EV load a plan puts on each phase: every connector at its limit. */
const plannedLoad = (input: PlanInput, limits: number[], p: Phase) =>
  input.connectors.reduce((s, c, i) => s + (c.phases.includes(p) ? limits[i]! : 0), 0);

describe('planCurrents, for any site', () => {
  it('never plans above the breaker: non-EV load plus EV limits within breaker minus margin', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = planCurrents(input);
        const limits = plan.connectors.map((c) => c.limitA);
        for (const p of PHASES) {
          const ev = plannedLoad(input, limits, p);
          expect(ev).toBeLessThanOrEqual(plan.budget[p] + 1e-6);
          if (input.measured) {
            const drawn = input.connectors
              .filter((c) => c.phases.includes(p))
              .reduce((s, c) => s + c.drawA, 0);
            const nonEv = Math.max(0, input.measured[p] - drawn);
            if (nonEv <= input.breakerA - input.marginA) {
              expect(nonEv + ev).toBeLessThanOrEqual(input.breakerA - input.marginA + 1e-6);
            }
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('offers a charging EV 0 A or at least the minimum, never a connector without a recharge', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = planCurrents(input);
        plan.connectors.forEach((planned, i) => {
          const c = input.connectors[i]!;
          if (!planned.send) return;
          if (!c.charging) expect(planned.limitA).toBe(0);
          else expect(planned.limitA === 0 || planned.limitA >= RULES.minimumA).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('sends no new profile to a connector changed in the last 10 s unless overloaded', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = planCurrents(input);
        if (plan.overload) return;
        plan.connectors.forEach((planned, i) => {
          const c = input.connectors[i]!;
          const recent =
            c.limitA !== null &&
            c.changedAt !== null &&
            input.now - c.changedAt < RULES.minIntervalMs &&
            c.since <= c.changedAt &&
            (c.charging || c.limitA === 0);
          if (recent) expect(planned.send).toBe(false);
        });
      }),
      { numRuns: 500 },
    );
  });
});
