// npm run bench:ocpp -- --stations N --duration S [--rate CALLS_PER_S] [--database-url URL]
// Runs the product and then a bare ocpp-rpc baseline under the same simulated load and prints,
// as its last line, one JSON object with the figures (README, "Benchmarks").
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { LatencyHistogram } from './latency-histogram';
import type { LoadWorkerData, LoadWorkerMessage } from './load-worker';
import { ServerChild } from './server-child';

interface Options {
  stations: number;
  durationS: number;
  rate: number;
  databaseUrl: string | undefined;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    stations: Number(value('stations') ?? 100),
    durationS: Number(value('duration') ?? 30),
    rate: Number(value('rate') ?? 0),
    databaseUrl: value('database-url'),
  };
}

interface PhaseResult {
  connected: number;
  calls: number;
  errors: number;
  histogram: LatencyHistogram;
  meterValuesAcked: number;
  meterValuesStored: number;
  rssBytes: number;
  rssPerStationBytes: number;
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

async function runPhase(
  script: string,
  env: Record<string, string>,
  options: Options,
): Promise<PhaseResult> {
  const server = await ServerChild.start(script, {
    ...env,
    BENCH_STATIONS: String(options.stations),
  });
  const idle = await server.stats();
  const workerCount = Math.min(8, Math.max(1, Math.ceil(options.stations / 1250)));
  const share = Math.ceil(options.stations / workerCount);
  const workers = Array.from({ length: workerCount }, (_, w) => {
    const first = w * share;
    return startWorker({
      endpoint: `ws://127.0.0.1:${server.port}/ocpp`,
      first,
      count: Math.max(0, Math.min(share, options.stations - first)),
      rate: options.rate / workerCount,
      durationMs: options.durationS * 1000,
    });
  });
  const connections = await Promise.all(workers.map((w) => w.next('connected')));
  const connected = connections.reduce((sum, c) => sum + c.connected, 0);
  const loaded = await server.stats();
  server.resetLag();
  const results = workers.map((w) => w.next('result'));
  for (const w of workers) w.worker.postMessage({ kind: 'go' });
  const done = await Promise.all(results);
  const during = await server.stats();
  const histogram = new LatencyHistogram();
  for (const r of done) histogram.merge(r.histogram);
  const meterValuesStored = await server.storedMeterValues();
  for (const w of workers) w.worker.postMessage({ kind: 'close' });
  await Promise.all(workers.map((w) => new Promise((resolve) => w.worker.once('exit', resolve))));
  await server.stop();
  return {
    connected,
    calls: done.reduce((sum, r) => sum + r.calls, 0),
    errors: done.reduce((sum, r) => sum + r.errors, 0),
    histogram,
    meterValuesAcked: done.reduce((sum, r) => sum + r.meterValuesAcked, 0),
    meterValuesStored,
    rssBytes: during.rssBytes,
    rssPerStationBytes: connected > 0 ? (loaded.rssBytes - idle.rssBytes) / connected : 0,
    loopLagP99Ms: during.loopLagP99Ms,
  };
}

/** A fresh database on the given server for this run, dropped afterwards. */
async function withBenchDatabase<T>(
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

const options = parseOptions(process.argv.slice(2));
const log = (text: string) => process.stderr.write(`${text}\n`);
const mode = options.rate > 0 ? `${options.rate} calls/s` : 'saturation';
log(
  `bench:ocpp ${options.stations} stations, ${options.durationS} s, ${mode}, ${options.databaseUrl ? 'PostgreSQL' : 'embedded database'}`,
);

const product = options.databaseUrl
  ? await withBenchDatabase(options.databaseUrl, (url) =>
      runPhase('./product-process.ts', { BENCH_DATABASE_URL: url }, options),
    )
  : await runPhase('./product-process.ts', {}, options);
log(`product: ${product.connected} connected, ${product.calls} calls, ${product.errors} errors`);
const baseline = await runPhase('./baseline-process.ts', {}, options);
log(
  `baseline: ${baseline.connected} connected, ${baseline.calls} calls, ${baseline.errors} errors`,
);

const callsPerSec = product.calls / options.durationS;
const baselineCallsPerSec = baseline.calls / options.durationS;
const round = (n: number, digits = 1) => Number(n.toFixed(digits));
process.stdout.write(
  `${JSON.stringify({
    stations: options.stations,
    connected: product.connected,
    callsPerSec: round(callsPerSec),
    p50Ms: product.histogram.percentile(50),
    p99Ms: product.histogram.percentile(99),
    loopLagP99Ms: product.loopLagP99Ms,
    rssMB: round(product.rssBytes / 1024 / 1024),
    rssPerStationKB: round(product.rssPerStationBytes / 1024),
    meterValuesSent: product.meterValuesAcked,
    meterValuesStored: product.meterValuesStored,
    lost: Math.max(0, product.meterValuesAcked - product.meterValuesStored),
    baselineCallsPerSec: round(baselineCallsPerSec),
    ratio: round(baselineCallsPerSec > 0 ? callsPerSec / baselineCallsPerSec : 0, 3),
  })}\n`,
);
