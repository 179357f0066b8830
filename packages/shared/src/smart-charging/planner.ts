import { PHASES, perPhase, type PerPhase, type Phase } from './phases';
import { SMART_CHARGING_RULES as RULES } from './planner-rules';
import { waterFill } from './water-fill';

/** One connector as the planner sees it. */
export interface PlanConnector {
  key: string;
  /** The phases it loads (the station's technical settings). */
  phases: readonly Phase[];
  /** A recharge is running on it. */
  charging: boolean;
  /** What it draws now on each of its phases (A), as the station last measured; 0 if unknown. */
  drawA: number;
  /**
   * The most it may draw now (A): above `drawA` while a raise is on its way and no sample has
   * shown it yet (`drawHighOf`); `drawA` when absent. Only the overload check uses it.
   */
  drawHighA?: number;
  /** The most it can take per phase (A). */
  maxA: number;
  /** The limit in force (last sent), null when none was sent yet. */
  limitA: number | null;
  /** When its last profile was sent (ms), null when none was. */
  changedAt: number | null;
  /** Since when it charges with current, or waits for it (ms): its place in the turns. */
  since: number;
}

export interface PlanInput {
  breakerA: number;
  marginA: number;
  /** The site meter's current per phase (A), or null when the meter is offline. */
  measured: PerPhase | null;
  connectors: readonly PlanConnector[];
  now: number;
}

export interface PlannedConnector {
  key: string;
  /** The limit from now on (A per phase; 0 = paused). */
  limitA: number;
  /** A new profile is to be sent. */
  send: boolean;
  since: number;
}

export interface LimitChange {
  key: string;
  fromA: number | null;
  toA: number;
}

export interface Plan {
  connectors: PlannedConnector[];
  /** What the EVs may draw on each phase: breaker minus margin minus the non-EV load. */
  budget: PerPhase;
  changes: LimitChange[];
  /** The meter is offline: the static share of the breaker was planned. */
  fallback: boolean;
  /** Connectors changed less than 10 s ago had to change again to stay under the breaker. */
  overload: boolean;
}

/** What the EVs may draw per phase: measured non-EV load (measured minus EV draw) taken out. */
export function budgetOf(input: PlanInput): PerPhase {
  const room = Math.max(0, input.breakerA - input.marginA);
  const { measured } = input;
  if (!measured) return perPhase(() => room * RULES.offlineShare);
  return perPhase((p) => {
    const evDraw = input.connectors
      .filter((c) => c.phases.includes(p))
      .reduce((sum, c) => sum + Math.max(0, c.drawA), 0);
    const nonEv = Math.max(0, measured[p] - evDraw);
    return Math.max(0, room - nonEv);
  });
}

/**
 * Changed less than 10 s ago, so it keeps its limit; a recharge that began since (its `since`
 * is later than its last profile) gets its first limit at once, and a connector whose recharge
 * ended goes to 0 A at once (a next EV must not start on the old limit).
 */
const isLocked = (c: PlanConnector, now: number) =>
  c.limitA !== null &&
  c.changedAt !== null &&
  now - c.changedAt < RULES.minIntervalMs &&
  c.since <= c.changedAt &&
  (c.charging || c.limitA === 0);

const loadOf = (connectors: readonly PlanConnector[]) =>
  perPhase((p) =>
    connectors.filter((c) => c.phases.includes(p)).reduce((s, c) => s + (c.limitA ?? 0), 0),
  );

/** Turns: recent runners keep going, then the longest waiting, then who ran a whole turn. */
function turnOrder(candidates: readonly PlanConnector[], now: number): PlanConnector[] {
  const rank = (c: PlanConnector) => {
    if (!c.limitA) return 1;
    return now - c.since < RULES.turnMs ? 0 : 2;
  };
  return [...candidates].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    return rank(a) === 2 ? b.since - a.since : a.since - b.since;
  });
}

/** Who gets current: each admitted connector must be able to get the minimum on its phases. */
function admitted(ordered: readonly PlanConnector[], avail: PerPhase): PlanConnector[] {
  const count = perPhase(() => 0);
  const chosen: PlanConnector[] = [];
  for (const c of ordered) {
    if (c.maxA < RULES.minimumA) continue;
    if (!c.phases.every((p) => avail[p] >= RULES.minimumA * (count[p] + 1) - 1e-9)) continue;
    for (const p of c.phases) count[p] += 1;
    chosen.push(c);
  }
  return chosen;
}

const roundDown = (a: number) => Math.floor(a / RULES.stepA + 1e-6) * RULES.stepA;

/** The target limit of every free connector (not changed in the last 10 s). */
function targets(free: readonly PlanConnector[], avail: PerPhase, now: number) {
  const chosen = admitted(
    turnOrder(
      free.filter((c) => c.charging),
      now,
    ),
    avail,
  );
  const levels = waterFill(chosen, avail);
  return new Map(free.map((c) => [c.key, roundDown(levels.get(c.key) ?? 0)]));
}

/** Hysteresis: a small increase is not worth a profile; any decrease is sent. */
function withHysteresis(current: number | null, target: number): number {
  if (current === null || target <= current) return target;
  return target - current < RULES.hysteresisA ? current : target;
}

/**
 * Plans the current of every connector of a site under its breaker (docs/smart-charging.md):
 * on every phase, non-EV load plus the planned EV currents stays under breaker minus margin.
 */
export function planCurrents(input: PlanInput): Plan {
  const budget = budgetOf(input);
  const { now } = input;
  let locked = input.connectors.filter((c) => isLocked(c, now));
  const lockedLoad = loadOf(locked);
  // A raise the meter already sees and no EV sample shows yet is not building load: the kept
  // limits overload the site only when they exceed the budget with the EVs at their most.
  const high = budgetOf({
    ...input,
    connectors: input.connectors.map((c) => ({ ...c, drawA: c.drawHighA ?? c.drawA })),
  });
  const overload = PHASES.some((p) => lockedLoad[p] > high[p] + 1e-9);
  if (overload) locked = [];
  const fixed = loadOf(locked);
  const avail = perPhase((p) => Math.max(0, budget[p] - fixed[p]));
  const free = input.connectors.filter((c) => !locked.includes(c));
  const target = targets(free, avail, now);
  const changes: LimitChange[] = [];
  const connectors = input.connectors.map((c): PlannedConnector => {
    if (!target.has(c.key))
      return { key: c.key, limitA: c.limitA ?? 0, send: false, since: c.since };
    const limitA = Math.round(withHysteresis(c.limitA, target.get(c.key)!) * 10) / 10;
    const send = limitA !== c.limitA;
    if (send) changes.push({ key: c.key, fromA: c.limitA, toA: limitA });
    const switched = (c.limitA ?? 0) > 0 !== limitA > 0;
    return { key: c.key, limitA, send, since: switched ? now : c.since };
  });
  return { connectors, budget, changes, fallback: input.measured === null, overload };
}
