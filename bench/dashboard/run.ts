// Home dashboard and usage charts benchmark: the real server on an embedded database seeded
// with N stations and M transactions; latency of GET stats/sums, stats/info, chargepoints/map
// and stations/dashboard/graphs over HTTP on 127.0.0.1, against GET /api/health measured in the
// same run. Requests accept brotli and gzip as a browser does; sizes are printed as read and as
// sent.
//
//   npm run bench:dashboard -- [--stations 10000] [--transactions 1000000] [--requests 100]
import { parseArgs } from 'node:util';
import { startBenchServer } from '../support/bench-server';
import { measureCalls, overBaseline } from '../support/http-latency';
import { seedDashboard } from './seed';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '10000' },
    transactions: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '5000' },
    requests: { type: 'string', default: '100' },
    /** Keep the seeded database here and reuse it on the next run (same sizes). */
    'data-dir': { type: 'string' },
  },
});
const size = {
  stations: Number(values.stations),
  transactions: Number(values.transactions),
  users: Number(values.users),
};
const requests = Number(values.requests);
const log = (text: string) => process.stderr.write(`${text}\n`);

const server = await startBenchServer('dashboard', values['data-dir']);
try {
  const { db } = server.app.database;
  const seedSeconds = await server.seedOnce('DASH-000001', (progress) =>
    seedDashboard(db, server.rootTenantPk, size, progress),
  );
  const listening = await server.listen();
  const { base } = listening;
  const headers = { ...listening.headers, 'Accept-Encoding': 'br, gzip' };

  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const zone = 'timeZone=America/Sao_Paulo';
  const graphs = '/api/stations/dashboard/graphs?timeDiff=-3';
  const results = await measureCalls(
    base,
    headers,
    {
      baseline: '/api/health',
      'stats/sums 7 days': `/api/stats/sums?fromDate=${day(6)}&toDate=${day(0)}&${zone}`,
      'stats/info 7 days': `/api/stats/info?fromDate=${day(6)}&toDate=${day(0)}&${zone}`,
      'stats/sums 30 days': `/api/stats/sums?fromDate=${day(29)}&toDate=${day(0)}&${zone}`,
      'stats/sums 365 days': `/api/stats/sums?fromDate=${day(364)}&toDate=${day(0)}&${zone}`,
      'chargepoints/map': `/api/chargepoints/map?originType=MOVE&${zone}&format=rows`,
      'chargepoints/map objects': `/api/chargepoints/map?originType=MOVE&${zone}`,
      'chargepoints/map popup': `/api/chargepoints/map/42?${zone}`,
      'graphs 7 days': `${graphs}&days=7`,
      'graphs 28 days': `${graphs}&days=28`,
      'graphs 365 days': `${graphs}&days=365`,
      'graphs 365 days station': `${graphs}&days=365&stationId=42`,
      'graphs 365 days user': `${graphs}&days=365&userId=42`,
    },
    requests,
    log,
  );
  console.log(
    JSON.stringify({
      ...size,
      requests,
      seedSeconds,
      latencyMs: results,
      targetP95Ms: 200,
      overBaselineP95Ms: overBaseline(results),
      overBaselineP50Ms: overBaseline(results, 'baseline', 'p50'),
    }),
  );
} finally {
  await server.close();
}
