import { describe, expect, it } from 'vitest';
import { SimulatedStation } from '../station/station';
import { buildingLoad, type PhaseAmps } from './building-load';
import type { MeterPublisher } from './meter-publishers';
import { SimulatedSiteMeter } from './site-meter';

const station = (chargeBoxId: string, phases: number) =>
  new SimulatedStation({ url: 'ws://127.0.0.1:9/ocpp', chargeBoxId, phases, connectors: 2 });

describe('the simulated site meter', () => {
  it('adds what each station draws, per phase, to the building', async () => {
    const threePhase = station('M-3P', 3);
    const onePhase = station('M-1P', 1);
    threePhase.connector(1).powerW = 230 * 3 * 16;
    threePhase.connector(2).powerW = 230 * 3 * 6;
    onePhase.connector(1).powerW = 230 * 10;
    const sent: PhaseAmps[] = [];
    const publisher: MeterPublisher = {
      publish: async (amps) => void sent.push(amps),
      close: async () => {},
    };
    const meter = new SimulatedSiteMeter({
      stations: [threePhase, onePhase],
      building: () => [5, 4, 3],
      publisher,
    });
    const amps = await meter.tick();
    expect(amps.map((a) => Math.round(a * 1000) / 1000)).toEqual([37, 26, 25]);
    expect(sent).toEqual([amps]);
  });

  it('lets the building swing around its mean, each phase apart, never below 0', () => {
    const load = buildingLoad({ meanA: 20, swingA: 10, periodSec: 600, random: () => 0.5 });
    expect(load(0).map(Math.round)).toEqual([20, 29, 11]);
    expect(load(150_000).map(Math.round)).toEqual([30, 15, 15]);
    const deep = buildingLoad({ meanA: 2, swingA: 10, random: () => 0.5 });
    expect(Math.min(...deep(450_000))).toBe(0);
  });

  it('keeps sending when a reading fails, and says so', async () => {
    const errors: unknown[] = [];
    const meter = new SimulatedSiteMeter({
      stations: [],
      building: () => [1, 1, 1],
      publisher: {
        publish: async () => {
          throw new Error('refused');
        },
        close: async () => {},
      },
      onReading: (_amps, error) => errors.push(error),
    });
    await meter.tick();
    await meter.tick();
    expect(errors.map(String)).toEqual(['Error: refused', 'Error: refused']);
  });
});
