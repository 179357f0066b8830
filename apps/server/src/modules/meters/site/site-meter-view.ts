import {
  isMeterOnline,
  METER_OFFLINE,
  METER_ONLINE,
  phaseMaxValueOf,
  type MeterMeasurement,
  type MeterPhases,
} from '@chargedeck/shared';
import type { SiteMeterRow } from './site-meters.repository';

/** The stored phases, or undefined before the first complete reading. */
export function phasesOf(row: SiteMeterRow): MeterPhases | undefined {
  const { current_01: a, current_02: b, current_03: c } = row;
  return a === null || b === null || c === null ? undefined : { '01': a, '02': b, '03': c };
}

/** A meter as spec 3 §3 "Meter" shows it; its status is computed from its latest reading. */
export function measurementView(row: SiteMeterRow, now: Date): MeterMeasurement {
  const phases = phasesOf(row);
  const online = row.status === METER_ONLINE && isMeterOnline(row.read_at, now);
  return {
    mac_address: row.mac_address,
    device_remote_id: row.device_remote_id,
    status: online ? METER_ONLINE : METER_OFFLINE,
    timestamp: row.read_at?.toISOString() ?? null,
    current: phases ? { phase: phases } : null,
    phaseMaxValue: phases ? phaseMaxValueOf(phases) : null,
  };
}
