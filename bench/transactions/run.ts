// Transactions benchmark: the real server on an embedded database seeded with 1,000,000
// transactions and 50,000 users; p50/p95 of the transactions list (as the screen asks for it,
// without a range, by tag, by station) and of the users list over HTTP on 127.0.0.1, against
// GET /api/health in the same run; then the transactions Excel of the newest 100,000
// transactions in a fresh process (time and peak resident memory).
//
//   npm run bench:transactions -- [--transactions 1000000] [--users 50000]
//     [--stations 1000] [--requests 50] [--export-rows 100000] [--data-dir DIR]
//     [--database-url postgres://…]  (a PostgreSQL instead of the embedded database)
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { parseArgs, promisify } from 'node:util';
import { LATENCY_RUN_OPTIONS, log, runLatency } from '../support/latency-run';
import { round } from '../support/stats';
import type { ExportFigures } from './export-child';
import { seedTransactions } from './seed';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '50000' },
    stations: { type: 'string', default: '1000' },
    'export-rows': { type: 'string', default: '100000' },
    ...LATENCY_RUN_OPTIONS,
  },
});
const size = {
  transactions: Number(values.transactions),
  users: Number(values.users),
  stations: Number(values.stations),
};
const exportRows = Number(values['export-rows']);
const keep = values['data-dir'];

const run = await runLatency({
  name: 'transactions',
  values,
  marker: 'TXB-000001',
  seed: (db, tenantPk, progress) => seedTransactions(db, tenantPk, size, progress),
  async calls(db) {
    const day = (offset: number) =>
      new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const zone = 'timeZone=America/Sao_Paulo';
    const station = await db
      .selectFrom('charge_box')
      .select('charge_box_pk')
      .where('charge_box_id', '=', 'TXB-000500')
      .executeTakeFirstOrThrow();
    return {
      'transactions screen': `/api/transaction?fromDate=${day(2)}&toDate=${day(0)}&page=1&size=10&${zone}`,
      'transactions all': `/api/transaction?page=1&size=10&${zone}`,
      'transactions page 50': `/api/transaction?page=50&size=10&${zone}`,
      'transactions by tag': `/api/transaction?userOcppTag=TXTAG-2500&page=1&size=10&${zone}`,
      'transactions station': `/api/transaction?chargeBoxPk=${station.charge_box_pk}&page=1&size=10&${zone}`,
      'users list': '/api/users_data/dashboard-details?activeUsers=true&page=1&size=10',
      'users by name': `/api/users_data/dashboard-details?activeUsers=true&page=20&size=10&headerOrderList=${encodeURIComponent('user_name:asc')}`,
      'users by recharges': `/api/users_data/dashboard-details?activeUsers=true&page=1&size=10&headerOrderList=${encodeURIComponent('recharges:desc')}`,
    };
  },
  // The export child reads the data directory after the server.
  keepData: true,
});

// The embedded database is held by one process at a time: the export runs after the server.
const child = new URL('./export-child.ts', import.meta.url).pathname;
const { stdout } = await promisify(execFile)(
  process.execPath,
  ['--expose-gc', '--import', 'tsx', child, run.databaseUrl ?? run.dataDir, String(exportRows)],
  { timeout: 900_000, maxBuffer: 1 << 20 },
);
const excel = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ExportFigures;
log(
  `excel ${excel.rows} rows: ${round(excel.seconds, 2)} s, ${Math.round(excel.bytes / 1024)} KB, RSS ${excel.baselineRssMb} → ${excel.peakRssMb} MB`,
);
if (!keep) rmSync(run.dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    ...size,
    ...run.figures,
    targetP95Ms: 150,
    overBaselineP95Ms: run.overBaselineP95Ms,
    excel: { ...excel, seconds: round(excel.seconds, 2), targetSeconds: 30, targetPeakRssMb: 300 },
  }),
);
