// One phase of the OCPP benchmark: a server process (the product or the baseline) under the
// simulated load, with its figures (used by bench:ocpp and bench:memory).
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { LatencyHistogram } from './latency-histogram';
import type { LoadWorkerData, LoadWorkerMessage } from './load-worker';
import { ServerChild } from './server-child';
import { slope } from '../support/stats';

export interface PhaseOptions {
  stations: number;
  durationS: number;
  /** Calls per second in all; 0 runs every station as fast as it is answered. */
  rate: number;
}

interface PhaseResult {
  connected: number;
  calls: number;
  errors: number;
  histogram: LatencyHistogram;
  byStep: Map<string, LatencyHistogram>;
  meterValuesAcked: number;
  meterValuesStored: number;
  rssBytes: number;
  liveRssBytes: number;
  rssPerStationBytes: number;
  heapPerStationBytes: number;
  loopLagP99Ms: number;
}

function startWorker(data: LoadWorkerData) {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: data });
  const next = <K extends LoadWorkerMessage['kind']>(kind: K) =>
    new Promise<Extract<LoadWorkerMessage, { kind: K }>>((resolve, reject) => {
      worker.once('error', reject);
      const listen = (message: LoadWorkerMessage) => {
        if (message.kind !== kind) return;
        worker.off('message', listen);
        resolve(message as Extract<LoadWorkerMessage, { kind: K }>);
      };
      worker.on('message', listen);
    });
  return { worker, next };
}

export async function runPhase(
  script: string,
  env: Record<string, string>,
  options: PhaseOptions,
): Promise<PhaseResult> {
  const server = await ServerChild.start(script, {
    ...env,
    BENCH_STATIONS: String(options.stations),
  });
  // Stations connect in waves, memory settled after each: memory per station is the slope over
  // the waves after the first, free of fixed costs (the first wave also warms the process up:
  // compiled code, full pools, caches). The young generation's resident pages are left out: their
  // size is set by SERVER_SEMI_SPACE_MB and by when the last collection ran, not by stations.
  const workerCount = Math.min(8, Math.max(2, Math.ceil(options.stations / 1250)));
  const share = Math.ceil(options.stations / workerCount);
  const wave = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, k) => {
      const first = (from + k) * share;
      return startWorker({
        endpoint: `ws://127.0.0.1:${server.port}/ocpp`,
        first,
        count: Math.max(0, Math.min(share, options.stations - first)),
        rate: options.rate / workerCount,
        durationMs: options.durationS * 1000,
      });
    });
  const waveCount = Math.min(4, workerCount);
  const workers: ReturnType<typeof startWorker>[] = [];
  const settled: { connected: number; rss: number; heap: number }[] = [];
  let connected = 0;
  for (let w = 0; w < waveCount; w++) {
    const from = Math.floor((w * workerCount) / waveCount);
    const started = wave(from, Math.floor(((w + 1) * workerCount) / waveCount));
    workers.push(...started);
    const reports = await Promise.all(started.map((worker) => worker.next('connected')));
    connected += reports.reduce((sum, r) => sum + r.connected, 0);
    const stats = await server.stats();
    settled.push({ connected, rss: stats.rssBytes - stats.youngBytes, heap: stats.heapBytes });
  }
  const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
  process.stderr.write(
    `settled memory after each wave (stations: resident beside the young generation / heap): ${settled
      .map((s) => `${s.connected}: ${mb(s.rss)}/${mb(s.heap)} MB`)
      .join(', ')}\n`,
  );
  const perStation = (pick: (s: (typeof settled)[number]) => number) =>
    slope(settled.slice(settled.length > 2 ? 1 : 0).map((s) => ({ x: s.connected, y: pick(s) })));
  server.resetLag();
  const results = workers.map((w) => w.next('result'));
  for (const w of workers) w.worker.postMessage({ kind: 'go' });
  const done = await Promise.all(results);
  const during = await server.stats();
  const histogram = new LatencyHistogram();
  const byStep = new Map<string, LatencyHistogram>();
  for (const r of done) {
    histogram.merge(r.histogram);
    for (const [step, counts] of r.byStep) {
      const merged = byStep.get(step) ?? new LatencyHistogram();
      merged.merge(counts);
      byStep.set(step, merged);
    }
  }
  const meterValuesStored = await server.storedMeterValues();
  for (const w of workers) w.worker.postMessage({ kind: 'close' });
  await Promise.all(workers.map((w) => new Promise((resolve) => w.worker.once('exit', resolve))));
  await server.stop();
  return {
    connected,
    calls: done.reduce((sum, r) => sum + r.calls, 0),
    errors: done.reduce((sum, r) => sum + r.errors, 0),
    histogram,
    byStep,
    meterValuesAcked: done.reduce((sum, r) => sum + r.meterValuesAcked, 0),
    meterValuesStored,
    rssBytes: during.rssBytes,
    liveRssBytes: during.liveRssBytes,
    rssPerStationBytes: perStation((s) => s.rss),
    heapPerStationBytes: perStation((s) => s.heap),
    loopLagP99Ms: during.loopLagP99Ms,
  };
}

/** A fresh database on the given server for this run, dropped afterwards. */
export async function withBenchDatabase<T>(
  adminUrl: string,
  body: (url: string) => Promise<T>,
): Promise<T> {
  const name = `chargedeck_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await body(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export const describePhase = (r: PhaseResult) =>
  `${r.connected} connected, ${r.calls} calls, ${r.errors} errors, p50 ${r.histogram.percentile(50)} ms, ` +
  `p90 ${r.histogram.percentile(90)} ms, p99 ${r.histogram.percentile(99)} ms, ` +
  `max ${r.histogram.percentile(100)} ms, loop lag p99 ${r.loopLagP99Ms} ms, ` +
  `rss ${(r.rssBytes / 1048576).toFixed(0)} MB (${(r.rssPerStationBytes / 1024).toFixed(1)} KB per station; ` +
  `JavaScript heap and buffers ${(r.heapPerStationBytes / 1024).toFixed(1)} KB per station)`;

interface StormResult {
  connected: number;
  failed: number;
  pending: number;
  /** From the first connection attempt until the last station was Accepted. */
  allAcceptedMs: number;
  failures: Record<string, number>;
  /** Seconds from the start until the sockets opened and the stations were Accepted. */
  openedS: StormSpread;
  acceptedS: StormSpread;
  loopLagP99Ms: number;
}

interface StormSpread {
  p50: number;
  p90: number;
  max: number;
}

function spreadOf(times: number[], startedAt: number): StormSpread {
  const sorted = times.map((t) => (t - startedAt) / 1000).sort((a, b) => a - b);
  const at = (p: number) =>
    Number((sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0).toFixed(1));
  return { p50: at(50), p90: at(90), max: at(100) };
}

/** Every station connects and boots at once, as after a restart of the server or the network. */
export async function runStorm(
  script: string,
  env: Record<string, string>,
  stations: number,
): Promise<StormResult> {
  const server = await ServerChild.start(script, {
    ...env,
    BENCH_STATIONS: String(stations),
    BENCH_KEYS: 'each',
  });
  const workerCount = Math.min(8, Math.max(2, Math.ceil(stations / 1250)));
  const share = Math.ceil(stations / workerCount);
  const startedAt = Date.now();
  const workers = Array.from({ length: workerCount }, (_, k) =>
    startWorker({
      endpoint: `ws://127.0.0.1:${server.port}/ocpp`,
      first: k * share,
      count: Math.max(0, Math.min(share, stations - k * share)),
      rate: 0,
      durationMs: 0,
      storm: true,
    }),
  );
  const reports = await Promise.all(workers.map((w) => w.next('connected')));
  const { loopLagP99Ms } = await server.stats();
  await Promise.all(workers.map((w) => w.worker.terminate()));
  await server.stop();
  const sum = (pick: (r: (typeof reports)[number]) => number) =>
    reports.reduce((total, r) => total + pick(r), 0);
  return {
    connected: sum((r) => r.connected),
    failed: sum((r) => r.failed),
    pending: sum((r) => r.pending),
    allAcceptedMs: Math.max(...reports.map((r) => r.lastAcceptedAt)) - startedAt,
    openedS: spreadOf(
      reports.flatMap((r) => r.openedAt),
      startedAt,
    ),
    acceptedS: spreadOf(
      reports.flatMap((r) => r.acceptedAt),
      startedAt,
    ),
    loopLagP99Ms,
    failures: reports.reduce<Record<string, number>>((all, r) => {
      for (const [reason, n] of Object.entries(r.failures)) all[reason] = (all[reason] ?? 0) + n;
      return all;
    }, {}),
  };
}
