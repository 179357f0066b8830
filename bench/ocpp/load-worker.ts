// A share of the simulated stations, in a worker thread so the load itself is not the bottleneck.
import { parentPort, workerData } from 'node:worker_threads';
import { BenchStation, type CallTally } from './bench-station';
import { BENCH_KEY, benchKeyOf, stationId, tagId } from './bench-protocol';
import { LatencyHistogram } from './latency-histogram';

export interface LoadWorkerData {
  endpoint: string;
  first: number;
  count: number;
  /** Calls per second for this worker; 0 runs every station as fast as it is answered. */
  rate: number;
  durationMs: number;
  /** A reconnection storm: every station of this worker connects and boots at once, each with its own key. */
  storm?: boolean;
}

export type LoadWorkerMessage =
  | {
      kind: 'connected';
      connected: number;
      failed: number;
      /** BootNotifications answered Pending before the station was Accepted. */
      pending: number;
      /** When the last station of this worker was Accepted (epoch ms). */
      lastAcceptedAt: number;
      /** Failed stations by step and error ("boot: call timed out"). */
      failures: Record<string, number>;
      /** When each station's socket opened and when it was Accepted (epoch ms; a storm). */
      openedAt: number[];
      acceptedAt: number[];
    }
  | {
      kind: 'result';
      calls: number;
      errors: number;
      meterValuesAcked: number;
      histogram: Uint32Array;
      byStep: [string, Uint32Array][];
    };

const data = workerData as LoadWorkerData;
const port = parentPort;
if (!port) throw new Error('load-worker runs as a worker thread');
const CONNECT_CONCURRENCY = 50;

const stations: BenchStation[] = [];
let failed = 0;
let pending = 0;
let lastAcceptedAt = 0;
const failures: Record<string, number> = {};
const openedAt: number[] = [];
const acceptedAt: number[] = [];
const numbers = Array.from({ length: data.count }, (_, i) => data.first + i);
const concurrency = data.storm ? Math.max(1, data.count) : CONNECT_CONCURRENCY;
for (let i = 0; i < numbers.length; i += concurrency) {
  await Promise.all(
    numbers.slice(i, i + concurrency).map(async (n) => {
      const key = data.storm ? benchKeyOf(n) : BENCH_KEY;
      const station = new BenchStation(data.endpoint, stationId(n), tagId(n), key);
      try {
        pending += await station.connect(n);
        lastAcceptedAt = Math.max(lastAcceptedAt, Date.now());
        if (data.storm) acceptedAt.push(Date.now());
        stations.push(station);
        if (data.storm) openedAt.push(station.openedAt);
      } catch (error) {
        failed += 1;
        if (data.storm && station.openedAt) openedAt.push(station.openedAt);
        const reason = `${station.stage}: ${error instanceof Error ? error.message : String(error)}`;
        failures[reason] = (failures[reason] ?? 0) + 1;
        station.close();
      }
    }),
  );
}
port.postMessage({
  kind: 'connected',
  connected: stations.length,
  failed,
  pending,
  lastAcceptedAt,
  failures,
  openedAt,
  acceptedAt,
} satisfies LoadWorkerMessage);

const tally: CallTally = {
  histogram: new LatencyHistogram(),
  byStep: new Map(),
  calls: 0,
  errors: 0,
  meterValuesAcked: 0,
  measuring: false,
};

async function saturate(until: number): Promise<void> {
  await Promise.all(
    stations.map(async (station) => {
      while (Date.now() < until) await station.next(tally);
    }),
  );
}

async function paced(until: number): Promise<void> {
  const tickMs = 5;
  let credit = 0;
  let cursor = 0;
  let last = performance.now();
  const inFlight = new Set<Promise<void>>();
  while (Date.now() < until) {
    const now = performance.now();
    credit += (data.rate * (now - last)) / 1000;
    last = now;
    for (let tries = 0; credit >= 1 && tries < stations.length; tries++) {
      const station = stations[cursor++ % stations.length];
      if (!station || station.busy) continue;
      credit -= 1;
      const call = station.next(tally).finally(() => inFlight.delete(call));
      inFlight.add(call);
    }
    credit = Math.min(credit, data.rate);
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  await Promise.all(inFlight);
}

port.once('message', (message: { kind: 'go' }) => {
  void (async () => {
    if (message.kind !== 'go') return;
    tally.measuring = true;
    const until = Date.now() + data.durationMs;
    await (data.rate > 0 ? paced(until) : saturate(until));
    tally.measuring = false;
    port.postMessage({
      kind: 'result',
      calls: tally.calls,
      errors: tally.errors,
      meterValuesAcked: tally.meterValuesAcked,
      histogram: tally.histogram.counts,
      byStep: [...tally.byStep].map(([step, h]) => [step, h.counts]),
    } satisfies LoadWorkerMessage);
    port.once('message', () => {
      for (const station of stations) station.close();
      setTimeout(() => process.exit(0), 200);
    });
  })();
});
