import { seedDashboard } from './seed';
import { startBenchServer } from '../support/bench-server';
import { measureCalls } from '../support/http-latency';

const dir = process.argv[2] ?? '/tmp/graphs-bench';
const server = await startBenchServer('graphs', dir);
const log = (t: string) => process.stderr.write(`${t}\n`);
try {
  const seeded = await server.app.database.db
    .selectFrom('charge_box').select('charge_box_pk').where('charge_box_id', '=', 'DASH-000001')
    .executeTakeFirst();
  if (!seeded) await seedDashboard(server.app.database.db, server.rootTenantPk, { stations: 10000, transactions: 1000000, users: 5000 }, log);
  const { base, headers } = await server.listen();
  await measureCalls(base, headers, {
    baseline: '/api/health',
    'graphs 7': '/api/stations/dashboard/graphs?days=7&timeDiff=-3',
    'graphs 28': '/api/stations/dashboard/graphs?days=28&timeDiff=-3',
    'graphs 365': '/api/stations/dashboard/graphs?days=365&timeDiff=-3',
    'graphs 365 station': '/api/stations/dashboard/graphs?days=365&timeDiff=-3&stationId=42',
    'graphs 365 user': '/api/stations/dashboard/graphs?days=365&timeDiff=-3&userId=42',
  }, Number(process.argv[3] ?? 10), log);
} finally {
  await server.close();
}
