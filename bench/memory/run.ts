// npm run bench:memory -- [--stations N] [--duration S] [--site-duration S] [--database-url URL]
//   [--site-semi-space MB] [--fleet-semi-space MB]
// The lean default against its targets, each printed next to the figure of the same run:
// 1. a small site: the embedded database with 20 stations charging (each one call a second:
//    heartbeats, status changes, transactions with meter values), resident memory after the
//    warm-up, with the default heap settings;
// 2. a big fleet on PostgreSQL (TEST_DATABASE_URL or --database-url) at saturation, configured
//    as docs/configuration.md advises (SERVER_SEMI_SPACE_MB=256): resident memory per connected
//    station and the ratio of its calls per second to a bare ocpp-rpc server's.
// Last line: one JSON object (docs/performance.md, "A lean default").
import { BIG_FLEET_SEMI_SPACE_MB } from '../../scripts/product.mjs';
import { describePhase, runPhase, withBenchDatabase } from '../ocpp/phase';

const SITE_STATIONS = 20;
const TARGETS = { siteRssMB: 250, fleetRssPerStationKB: 25, fleetRatio: 0.5 };

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

const argv = process.argv.slice(2);
const stations = Number(option(argv, 'stations') ?? 10_000);
const durationS = Number(option(argv, 'duration') ?? 20);
const siteDurationS = Number(option(argv, 'site-duration') ?? 60);
const databaseUrl = option(argv, 'database-url') ?? process.env.TEST_DATABASE_URL;
const siteSemiSpace = option(argv, 'site-semi-space') ?? '';
const fleetSemiSpace = option(argv, 'fleet-semi-space') ?? String(BIG_FLEET_SEMI_SPACE_MB);
const log = (text: string) => process.stderr.write(`${text}\n`);
const mb = (bytes: number) => Number((bytes / 1048576).toFixed(1));
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

log(`bench:memory small site: ${SITE_STATIONS} stations charging, ${siteDurationS} s, embedded`);
const site = await runPhase(
  './product-process.ts',
  { SERVER_SEMI_SPACE_MB: siteSemiSpace },
  { stations: SITE_STATIONS, durationS: siteDurationS, rate: SITE_STATIONS },
);
log(`small site: ${describePhase(site)}, as found ${mb(site.liveRssBytes)} MB`);

let fleet: Record<string, unknown> = { skipped: 'no TEST_DATABASE_URL or --database-url' };
if (databaseUrl) {
  log(`bench:memory big fleet: ${stations} stations, ${durationS} s, saturation, PostgreSQL`);
  const env = { SERVER_SEMI_SPACE_MB: fleetSemiSpace };
  const options = { stations, durationS, rate: 0 };
  const product = await withBenchDatabase(databaseUrl, (url) =>
    runPhase('./product-process.ts', { ...env, BENCH_DATABASE_URL: url }, options),
  );
  log(`big fleet: ${describePhase(product)}`);
  const baseline = await runPhase('./baseline-process.ts', env, options);
  log(`baseline: ${describePhase(baseline)}`);
  const ratio = baseline.calls > 0 ? product.calls / baseline.calls : 0;
  fleet = {
    stations,
    connected: product.connected,
    semiSpaceMB: Number(fleetSemiSpace),
    errors: product.errors,
    callsPerSec: round(product.calls / durationS),
    baselineCallsPerSec: round(baseline.calls / durationS),
    rssMB: mb(product.rssBytes),
    rssPerStationKB: round(product.rssPerStationBytes / 1024),
    targetRssPerStationKB: TARGETS.fleetRssPerStationKB,
    ratio: round(ratio, 3),
    targetRatio: TARGETS.fleetRatio,
  };
}

process.stdout.write(
  `${JSON.stringify({
    site: {
      stations: site.connected,
      semiSpaceMB: siteSemiSpace === '' ? 'V8 default' : Number(siteSemiSpace),
      calls: site.calls,
      errors: site.errors,
      rssMB: mb(site.rssBytes),
      liveRssMB: mb(site.liveRssBytes),
      targetRssMB: TARGETS.siteRssMB,
    },
    fleet,
  })}\n`,
);
