// Stations and tags benchmark: the real server on an embedded database seeded with N stations
// and M card tags; latency of the station and tag list and search calls over HTTP on 127.0.0.1,
// against GET /api/health measured in the same run.
//
//   npm run bench:stations -- [--stations 10000] [--tags 100000] [--requests 100]
import { parseArgs } from 'node:util';
import { seedDashboard } from '../dashboard/seed';
import { startBenchServer } from '../support/bench-server';
import { measureCalls, overBaseline } from '../support/http-latency';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '10000' },
    tags: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '100' },
    'data-dir': { type: 'string' },
  },
});
const stations = Number(values.stations);
const tags = Number(values.tags);
const requests = Number(values.requests);
const log = (text: string) => process.stderr.write(`${text}\n`);

const server = await startBenchServer('stations', values['data-dir']);
try {
  const { db } = server.app.database;
  // One card tag per driver; no transactions: these calls do not read them.
  const seedSeconds = await server.seedOnce('DASH-000001', (progress) =>
    seedDashboard(db, server.rootTenantPk, { stations, users: tags, transactions: 0 }, progress),
  );
  const { base, headers } = await server.listen();
  const zone = 'timeZone=America/Sao_Paulo';
  const results = await measureCalls(
    base,
    headers,
    {
      baseline: '/api/health',
      'stations page 1': `/api/chargepoints?page=1&size=10&${zone}`,
      'stations page 500': `/api/chargepoints?page=500&size=10&${zone}`,
      'stations search': `/api/chargepoints?searchInput=DASH-00042&size=10&${zone}`,
      'stations Faulted': `/api/chargepoints?online=FAULTED&size=10&${zone}`,
      'stations Offline': `/api/chargepoints?online=false&size=10&${zone}`,
      'tags page 1': '/api/ocpptags?page=1&size=10',
      'tags page 5000': '/api/ocpptags?page=5000&size=10',
      'tags search': '/api/ocpptags?searchInput=DTAG-4242&size=10',
      'tags search by name': '/api/ocpptags?searchInput=Driver%2077&size=10',
    },
    requests,
    log,
  );
  console.log(
    JSON.stringify({
      stations,
      tags,
      requests,
      seedSeconds,
      latencyMs: results,
      targetP95Ms: 100,
      overBaselineP95Ms: overBaseline(results),
    }),
  );
} finally {
  await server.close();
}
