// Smart-charging benchmark: an in-process model of the load balancer (the shared planner with
// the server's rules) keeping 50 chargers under one 250 A breaker while the building load steps
// every minute. The model: a meter reading every 2 s, station Current.Import every 5 s,
// profiles applied 2 s after they are planned, EVs arriving and leaving at random (seeded).
//
//   npm run bench:smart-charging -- [--minutes 10] [--chargers 50] [--breaker 250]
//     [--step-seconds 60] [--time-scale 0]  (simulated seconds per real second; 0: unpaced)
//     [--seed 1]
//
// Prints the seconds any phase spent above the breaker after the first 15 s of each step
// (target 0) and the energy delivered as a share of what the breaker allowed (target ≥ 90%):
// the allowed energy is the max-min fair share of the true headroom (breaker minus building,
// no margin, no delay) among the EVs present, each up to its own maximum.
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import {
  marginOf,
  perPhase,
  PHASES,
  planCurrents,
  SMART_CHARGING_RULES,
  type PerPhase,
} from '@chargedeck/shared';
import { chargersOf, drawOf, evMaxOf, loadOf, planViewOf, seeded } from './site-model';
import { idealDelivery } from './ideal';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    chargers: { type: 'string', default: '50' },
    breaker: { type: 'string', default: '250' },
    'step-seconds': { type: 'string', default: '60' },
    'time-scale': { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    /** The stations' MeterValueSampleInterval: the one the balancer sets on an active site. */
    'sample-seconds': { type: 'string', default: String(SMART_CHARGING_RULES.sampleIntervalS) },
  },
});
const seconds = Number(values.minutes) * 60;
const breakerA = Number(values.breaker);
const stepSeconds = Number(values['step-seconds']);
const timeScale = Number(values['time-scale']);
const random = seeded(Number(values.seed));

const METER_EVERY_S = 2;
const REPORT_EVERY_S = Number(values['sample-seconds']);
const LATENCY_S = 2;
const GRACE_S = 15;
const ARRIVE_PER_S = 1 / 600;
const LEAVE_PER_S = 1 / 1800;

const chargers = chargersOf(Number(values.chargers), random);
const marginA = marginOf(breakerA);

/** A step of building load: 15–65% of the breaker, each phase up to ±10% apart. */
function buildingStep(): PerPhase {
  const base = breakerA * (0.15 + random() * 0.5);
  return perPhase(() => Math.max(0, base + (random() - 0.5) * 0.2 * breakerA));
}

/** Plans at second `t` (the planner counts in ms, as the server's clock). */
function plan(t: number, measured: PerPhase) {
  const now = t * 1000;
  const views = chargers.map((c) => planViewOf(c, now));
  const result = planCurrents({ breakerA, marginA, measured, connectors: views, now });
  let profiles = 0;
  result.connectors.forEach((planned, i) => {
    const c = chargers[i]!;
    c.memory = {
      limitA: planned.limitA,
      changedAt: planned.send ? now : c.memory.changedAt,
      since: planned.since,
      charging: views[i]!.charging,
    };
    if (planned.send) {
      c.pending.push({ limitA: planned.limitA, at: t + LATENCY_S });
      profiles += 1;
    }
  });
  return profiles;
}

function arrivalsAndDepartures(now: number): boolean {
  let changed = false;
  for (const c of chargers) {
    if (c.ev && random() < LEAVE_PER_S) {
      c.ev = null;
      changed = true;
    } else if (!c.ev && random() < ARRIVE_PER_S) {
      c.ev = { maxA: evMaxOf(random) };
      c.reportedA = 0;
      c.reportedAt = now;
      changed = true;
    }
  }
  return changed;
}

function applyProfiles(now: number) {
  for (const c of chargers) {
    while (c.pending.length > 0 && c.pending[0]!.at <= now) c.appliedA = c.pending.shift()!.limitA;
  }
}

let building = buildingStep();
let overSeconds = 0;
let delivered = 0;
let allowed = 0;
let profiles = 0;
let worstOverA = 0;
const started = performance.now();
for (let t = 0; t < seconds; t += 1) {
  if (t > 0 && t % stepSeconds === 0) building = buildingStep();
  const noisy = perPhase((p) => building[p] + (random() - 0.5) * 2);
  applyProfiles(t);
  if (arrivalsAndDepartures(t)) profiles += plan(t, loadOf(chargers, noisy));
  for (const c of chargers) {
    if (t - c.reportedAt >= REPORT_EVERY_S) {
      c.reportedA = drawOf(c);
      c.reportedAt = t;
    }
  }
  const load = loadOf(chargers, noisy);
  if (t % METER_EVERY_S === 0) profiles += plan(t, load);
  const over = Math.max(...PHASES.map((p) => load[p] - breakerA));
  if (t % stepSeconds >= GRACE_S && over > 0) {
    overSeconds += 1;
    worstOverA = Math.max(worstOverA, over);
  }
  delivered += chargers.reduce((s, c) => s + drawOf(c) * c.phases.length, 0);
  allowed += idealDelivery(chargers, noisy, breakerA);
  if (timeScale > 0) await sleep(1000 / timeScale);
}
const elapsedMs = performance.now() - started;

const share = allowed > 0 ? delivered / allowed : 1;
console.log(
  JSON.stringify(
    {
      chargers: chargers.length,
      breakerA,
      marginA,
      minutes: seconds / 60,
      stepSeconds,
      sampleSeconds: REPORT_EVERY_S,
      secondsAboveBreakerAfterGrace: overSeconds,
      worstExcessA: Math.round(worstOverA * 10) / 10,
      energyShareOfAllowed: Math.round(share * 1000) / 10,
      profilesSent: profiles,
      modelMs: Math.round(elapsedMs),
    },
    null,
    2,
  ),
);
if (overSeconds > 0 || share < 0.9) process.exitCode = 1;
