/** Test helpers: fast stations against the fake CSMS, and bounded waiting. */
import { SimulatedStation } from '../station/station';
import type { StationOptions } from '../station/station-options';
import { scaledClock } from '../time/clock';
import { Scheduler } from '../time/scheduler';
import { afterEach, beforeEach } from 'vitest';
import { FakeCsms, type FakeCsmsOptions } from './fake-csms';

/** mulberry32: reproducible vehicles and noise. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Simulated time runs `speed` times faster than real time. */
export function testStation(
  csms: FakeCsms,
  options: Partial<StationOptions> & { speed?: number } = {},
): SimulatedStation {
  const { speed = 100, ...rest } = options;
  return new SimulatedStation({
    url: csms.url,
    chargeBoxId: 'CB-TEST-1',
    connectors: 2,
    meterIntervalSec: 60,
    scheduler: new Scheduler(scaledClock(speed)),
    random: seededRandom(42),
    rebootDelaySec: 5,
    callTimeoutSec: 5,
    ...rest,
  });
}

export async function until(
  condition: () => boolean,
  { timeoutMs = 5000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * For each test of the suite it is called in: a fake CSMS and a fast station connected to it,
 * both stopped after the test.
 */
export function connectedStationPerTest(
  csmsOptions: FakeCsmsOptions,
  stationOptions: Parameters<typeof testStation>[1],
) {
  const scene = {} as { csms: FakeCsms; station: SimulatedStation };
  beforeEach(async () => {
    scene.csms = await FakeCsms.start(csmsOptions);
    scene.station = testStation(scene.csms, stationOptions);
    await scene.station.connect();
  });
  afterEach(async () => {
    await scene.station.stop();
    await scene.csms.close();
  });
  return scene;
}
