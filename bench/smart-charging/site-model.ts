import {
  drawEstimateOf,
  drawHighOf,
  evCapOf,
  PHASES,
  perPhase,
  type PerPhase,
  type Phase,
  type PlanConnector,
} from '@chargedeck/shared';

/** One charger of the model, and the EV plugged into it (if any). */
export interface ModelCharger {
  key: string;
  phases: Phase[];
  maxA: number;
  ev: { maxA: number } | null;
  /** The limit the station applies now, and the one on its way (profile latency). */
  appliedA: number | null;
  pending: { limitA: number; at: number }[];
  /** What the server remembers (the balancer's memory). */
  memory: { limitA: number | null; changedAt: number | null; since: number; charging: boolean };
  /** Current.Import as the station last reported it, and when (s). */
  reportedA: number;
  reportedAt: number;
}

/** A seeded random source (mulberry32), so two runs give the same figures. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 50 chargers: four in five three-phase, the others single-phase spread over A, B and C. */
export function chargersOf(count: number, random: () => number): ModelCharger[] {
  return Array.from({ length: count }, (_, i) => {
    const single = i % 5 === 4;
    const phases: Phase[] = single ? [PHASES[i % 3]!] : [...PHASES];
    return {
      key: `SIM-${i + 1}#1`,
      phases,
      maxA: 32,
      ev: random() < 0.9 ? { maxA: evMaxOf(random) } : null,
      appliedA: null,
      pending: [],
      memory: { limitA: null, changedAt: null, since: 0, charging: false },
      reportedA: 0,
      reportedAt: 0,
    };
  });
}

/** Onboard chargers of 16 A, 32 A or 10 A. */
export const evMaxOf = (random: () => number) => [16, 32, 32, 10][Math.floor(random() * 4)]!;

/** What an EV draws: its own maximum under the limit its station applies (none: full). */
export const drawOf = (c: ModelCharger) => (c.ev ? Math.min(c.ev.maxA, c.appliedA ?? c.maxA) : 0);

export const loadOf = (chargers: readonly ModelCharger[], building: PerPhase): PerPhase =>
  perPhase(
    (p) =>
      building[p] + chargers.filter((c) => c.phases.includes(p)).reduce((s, c) => s + drawOf(c), 0),
  );

/** The planner's view of a charger at `now` (ms), as the server builds it (site-plan.ts). */
export function planViewOf(c: ModelCharger, now: number): PlanConnector {
  const charging = c.ev !== null;
  const startedNow = charging && !c.memory.charging;
  const limit = c.memory.limitA;
  const cap = evCapOf(c.maxA, limit, c.memory.changedAt, c.reportedA, c.reportedAt * 1000);
  const sample = { a: c.reportedA, at: c.reportedAt * 1000 };
  return {
    key: c.key,
    phases: c.phases,
    charging,
    drawA: charging ? drawEstimateOf(now, sample, limit, c.memory.changedAt, cap) : 0,
    drawHighA: charging ? drawHighOf(now, sample, limit, c.memory.changedAt, cap) : 0,
    maxA: cap,
    limitA: limit,
    changedAt: c.memory.changedAt,
    since: startedNow ? now : c.memory.since,
  };
}
