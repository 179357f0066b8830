// npm run bench:ocpp -- --stations N --duration S [--rate CALLS_PER_S] [--database-url URL]
// Runs the product and then a bare ocpp-rpc baseline under the same simulated load and prints,
// as its last line, one JSON object with the figures (docs/performance.md).
// With --storm, N stations, each with its own key, connect and boot at once instead (a
// reconnection storm after a restart) and it prints the time until all were Accepted, the
// Pending answers on the way and the failed connections.
import { describePhase, runPhase, runStorm, withBenchDatabase, type PhaseOptions } from './phase';

interface Options extends PhaseOptions {
  databaseUrl: string | undefined;
  storm: boolean;
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
    storm: argv.includes('--storm'),
  };
}

const options = parseOptions(process.argv.slice(2));
const log = (text: string) => process.stderr.write(`${text}\n`);
const database = options.databaseUrl ? 'PostgreSQL' : 'embedded database';

if (options.storm) {
  log(`bench:ocpp --storm: ${options.stations} stations connect at once, ${database}`);
  const storm = async (url?: string) =>
    runStorm('./product-process.ts', url ? { BENCH_DATABASE_URL: url } : {}, options.stations);
  const result = options.databaseUrl
    ? await withBenchDatabase(options.databaseUrl, storm)
    : await storm();
  // The same storm against the bare ocpp-rpc server: what the machine and its kernel allow.
  const baseline = await runStorm('./baseline-process.ts', {}, options.stations);
  const figures = (r: typeof result) => ({
    accepted: r.connected,
    allAcceptedS: Number((r.allAcceptedMs / 1000).toFixed(1)),
    pendingAnswers: r.pending,
    errors: r.failed,
    failures: r.failures,
    openedS: r.openedS,
    acceptedS: r.acceptedS,
    loopLagP99Ms: r.loopLagP99Ms,
  });
  process.stdout.write(
    `${JSON.stringify({
      stations: options.stations,
      // Each station has its own key: its first check after the restart is a scrypt.
      keys: 'each',
      ...figures(result),
      baseline: figures(baseline),
    })}\n`,
  );
  process.exit(0);
}
const mode = options.rate > 0 ? `${options.rate} calls/s` : 'saturation';
log(`bench:ocpp ${options.stations} stations, ${options.durationS} s, ${mode}, ${database}`);

const product = options.databaseUrl
  ? await withBenchDatabase(options.databaseUrl, (url) =>
      runPhase('./product-process.ts', { BENCH_DATABASE_URL: url }, options),
    )
  : await runPhase('./product-process.ts', {}, options);
log(`product: ${describePhase(product)}`);
const steps = [...product.byStep].map(
  ([step, h]) => `${step} ${h.percentile(50)}/${h.percentile(99)}`,
);
log(`product p50/p99 ms by step: ${steps.join(', ')}`);
const baseline = await runPhase('./baseline-process.ts', {}, options);
log(`baseline: ${describePhase(baseline)}`);

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
