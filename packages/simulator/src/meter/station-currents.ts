import type { SimulatedStation } from '../station/station';
import type { PhaseAmps } from './building-load';

/**
 * The current the stations draw on each phase: a three-phase station's power spread evenly
 * over L1 to L3, a single-phase station's on L1.
 */
export function stationCurrents(stations: readonly SimulatedStation[]): PhaseAmps {
  const amps: PhaseAmps = [0, 0, 0];
  for (const station of stations) {
    const { voltage, phases } = station.ctx.electrical;
    const used = Math.min(3, Math.max(1, phases));
    for (const connector of station.ctx.connectors) {
      const perPhase = connector.powerW / (voltage * used);
      for (let i = 0; i < used; i++) amps[i] = (amps[i] ?? 0) + perPhase;
    }
  }
  return amps;
}
