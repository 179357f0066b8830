import type { Connector } from './connector';
import { acceptedPowerW, chargeBattery } from './vehicle';

export interface Electrical {
  voltage: number;
  phases: number;
}

/** IEC 61851: an AC vehicle cannot charge with less than 6 A offered. */
const MIN_CURRENT_A = 6;

export function wattsFromAmps(amps: number, electrical: Electrical, phases?: number): number {
  return amps * electrical.voltage * (phases ?? electrical.phases);
}

export function ampsFromWatts(watts: number, electrical: Electrical): number {
  return watts / (electrical.voltage * electrical.phases);
}

/** Adds the energy drawn since the last update to the register and the battery. */
export function advanceMeter(connector: Connector, now: number): void {
  const hours = Math.max(0, now - connector.lastAdvancedAt) / 3_600_000;
  connector.lastAdvancedAt = now;
  const energyWh = connector.powerW * hours;
  if (energyWh <= 0) return;
  connector.meterWh += energyWh;
  if (connector.vehicle) chargeBattery(connector.vehicle, energyWh);
}

/** Sets the power the connector draws from now on, under the station and profile limits. */
export function applyPower(
  connector: Connector,
  limitW: number | undefined,
  electrical: Electrical,
  random: () => number,
): void {
  connector.offeredW = Math.max(0, Math.min(connector.maxPowerW, limitW ?? Infinity));
  const tx = connector.transaction;
  const vehicle = connector.vehicle;
  if (!tx || tx.rejectedWith || connector.offeredW < wattsFromAmps(MIN_CURRENT_A, electrical)) {
    connector.powerW = 0;
    connector.suspendedBy = 'EVSE';
    return;
  }
  const accepted = vehicle ? acceptedPowerW(vehicle) : 0;
  if (accepted <= 0) {
    connector.powerW = 0;
    connector.suspendedBy = 'EV';
    return;
  }
  const noise = 1 + (random() - 0.5) * 0.02;
  connector.powerW = Math.min(connector.offeredW, Math.min(connector.offeredW, accepted) * noise);
  connector.suspendedBy = undefined;
}
