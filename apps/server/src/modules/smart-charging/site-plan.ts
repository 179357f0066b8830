import {
  drawEstimateOf,
  drawHighOf,
  evCapOf,
  marginOf,
  phasesOf,
  SMART_CHARGING_RULES as RULES,
  type PerPhase,
  type PlanConnector,
} from '@chargedeck/shared';
import type { SiteConnectorRow, SiteRow } from './balancer.repository';

/** What the balancer remembers of a connector between plans. */
export interface ConnectorMemory {
  limitA: number | null;
  changedAt: number | null;
  since: number;
  charging: boolean;
}

export const connectorKey = (r: { charge_box_id: string; connector_id: number }) =>
  `${r.charge_box_id}#${r.connector_id}`;

/** Statuses in which an EV with a recharge does not ask for current. */
const NOT_ASKING = new Set(['SuspendedEV', 'Finishing', 'Faulted', 'Unavailable']);
const DEFAULT_MAX_A = 32;

/** The most a connector takes per phase: its power max over its phases and phase voltage. */
function maxAmpsOf(row: SiteConnectorRow, phases: number): number {
  const volts = Number(row.voltage?.split('/')[0]);
  if (!row.power_max || !(volts > 0)) return DEFAULT_MAX_A;
  const amps = Math.floor((row.power_max / (volts * phases)) * 10) / 10;
  return Math.max(RULES.minimumA, Math.min(amps, 80));
}

export function planConnectorOf(
  row: SiteConnectorRow,
  memory: ConnectorMemory | undefined,
  now: number,
): PlanConnector {
  const phases = phasesOf(row.system, row.phase);
  const charging = row.transaction_pk !== null && !NOT_ASKING.has(row.last_status ?? '');
  const startedNow = charging && !memory?.charging;
  const limitA = memory?.limitA ?? null;
  const changedAt = memory?.changedAt ?? null;
  const drawAt = row.draw_at ? new Date(row.draw_at).getTime() : null;
  const reported = row.draw_a ?? 0;
  const capA = evCapOf(maxAmpsOf(row, phases.length), limitA, changedAt, reported, drawAt);
  const sample = { a: reported, at: drawAt };
  return {
    key: connectorKey(row),
    phases,
    charging,
    drawA: charging ? drawEstimateOf(now, sample, limitA, changedAt, capA) : 0,
    drawHighA: charging ? drawHighOf(now, sample, limitA, changedAt, capA) : 0,
    maxA: capA,
    limitA,
    changedAt,
    since: startedNow || !memory ? now : memory.since,
  };
}

/** The site meter's reading per phase, or null when it is offline or never read. */
export function measuredOf(site: SiteRow): PerPhase | null {
  if (site.meter_status !== 1 || site.current_01 === null) return null;
  return { A: site.current_01, B: site.current_02 ?? 0, C: site.current_03 ?? 0 };
}

export function breakerOf(site: SiteRow) {
  const breakerA = Number(site.current_nominal_a ?? 0);
  return { breakerA, marginA: marginOf(breakerA) };
}
