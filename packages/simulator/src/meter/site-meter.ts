import type { SimulatedStation } from '../station/station';
import type { PhaseAmps } from './building-load';
import type { MeterPublisher } from './meter-publishers';
import { stationCurrents } from './station-currents';

export interface SiteMeterOptions {
  /** The stations behind the meter (the simulator's own). */
  stations: readonly SimulatedStation[];
  /** The building's load per phase at a time (ms since the epoch). */
  building: (atMs: number) => PhaseAmps;
  publisher: MeterPublisher;
  /** Seconds between readings (default 5). */
  everySec?: number;
  /** A reading was sent (or failed). */
  onReading?: (amps: PhaseAmps, error?: unknown) => void;
}

/**
 * A simulated site meter: every few seconds it measures what the simulated stations draw (they
 * obey the charging profiles they are sent, so the loop closes) plus the building's load, and
 * sends the reading. Real time, whatever the stations' clock: the server refuses stale readings.
 */
export class SimulatedSiteMeter {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: SiteMeterOptions) {}

  /** What the meter measures now, per phase (A). */
  measure(at = Date.now()): PhaseAmps {
    const ev = stationCurrents(this.options.stations);
    const building = this.options.building(at);
    return [0, 1, 2].map((i) => (ev[i] ?? 0) + (building[i] ?? 0)) as PhaseAmps;
  }

  /** Measures and sends one reading now. */
  async tick(): Promise<PhaseAmps> {
    const at = new Date();
    const amps = this.measure(at.getTime());
    try {
      await this.options.publisher.publish(amps, at);
      this.options.onReading?.(amps);
    } catch (error) {
      this.options.onReading?.(amps, error);
    }
    return amps;
  }

  start(): void {
    this.stop();
    void this.tick();
    this.timer = setInterval(() => void this.tick(), (this.options.everySec ?? 5) * 1000);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  async close(): Promise<void> {
    this.stop();
    await this.options.publisher.close();
  }
}
