import type {
  ChargingRateUnit,
  ChargingSchedule,
  ChargingSchedulePeriod,
} from '@chargedeck/shared/ocpp16';
import type { StationContext } from './station-context';
import { changePoints } from './profile-schedule';
import { txTiming } from './metering';

/** The schema wants limits in steps of 0.1; a float like 11.1 fails that check, 11 does not. */
function schemaSafe(limit: number): number {
  const tenth = Math.round(limit * 10) / 10;
  return Number.isInteger(tenth / 0.1) ? tenth : Math.floor(limit);
}

/**
 * GetCompositeSchedule: the limit that applies to a connector (0: the station) from `start`
 * for `durationSec`, merged from every installed profile into one list of periods.
 */
export function compositeSchedule(
  ctx: StationContext,
  connectorId: number,
  start: number,
  durationSec: number,
  unit: ChargingRateUnit,
): ChargingSchedule {
  const end = start + durationSec * 1000;
  const tx = ctx.connector(connectorId)?.transaction;
  const timing = tx ? txTiming(tx) : undefined;
  const maxW =
    connectorId === 0
      ? ctx.connectors.reduce((sum, c) => sum + c.maxPowerW, 0)
      : (ctx.connector(connectorId)?.maxPowerW ?? 0);
  const points = new Set<number>([start]);
  for (const installed of ctx.profiles.profiles)
    for (const point of changePoints(installed, start, end, timing?.startedAt)) points.add(point);
  const periods: ChargingSchedulePeriod[] = [];
  for (const at of [...points].sort((a, b) => a - b)) {
    const watts = Math.min(
      maxW,
      ctx.profiles.limitW(connectorId, at, timing, ctx.electrical) ?? maxW,
    );
    const value = unit === 'W' ? watts : watts / (ctx.electrical.voltage * ctx.electrical.phases);
    const limit = schemaSafe(value);
    if (periods.at(-1)?.limit === limit) continue;
    periods.push({ startPeriod: Math.round((at - start) / 1000), limit });
  }
  return {
    duration: durationSec,
    startSchedule: new Date(start).toISOString(),
    chargingRateUnit: unit,
    chargingSchedulePeriod: periods,
  };
}
