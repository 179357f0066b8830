// Financial benchmark: the real server on an embedded database (or a PostgreSQL) seeded with
// 1,000,000 recharges and 200,000 wallet deposits; p50/p95 of the financial summary and lists
// over HTTP on 127.0.0.1, against GET /api/health in the same run; then
// relatorio-movimentacoes-financeiras.xlsx of 100,000 movements in a fresh process (time and
// resident memory).
//
//   npm run bench:financial -- [--recharges 1000000] [--deposits 200000] [--users 50000]
//     [--stations 1000] [--requests 50] [--export-rows 100000] [--data-dir DIR]
//     [--database-url postgres://…]  (a PostgreSQL instead of the embedded database)
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { parseArgs, promisify } from 'node:util';
import { startBenchServer } from '../support/bench-server';
import { measureCalls, overBaseline, type CallFigures } from '../support/http-latency';
import { round } from '../support/stats';
import type { FinancialExportFigures } from './export-child';
import { seedFinancial } from './seed';

const { values } = parseArgs({
  options: {
    recharges: { type: 'string', default: '1000000' },
    deposits: { type: 'string', default: '200000' },
    users: { type: 'string', default: '50000' },
    stations: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '50' },
    'export-rows': { type: 'string', default: '100000' },
    /** Keep the seeded database here and reuse it on the next run (same sizes). */
    'data-dir': { type: 'string' },
    /** Run against this PostgreSQL database (seeded once, like a kept data directory). */
    'database-url': { type: 'string' },
  },
});
const size = {
  recharges: Number(values.recharges),
  deposits: Number(values.deposits),
  users: Number(values.users),
  stations: Number(values.stations),
};
const requests = Number(values.requests);
const exportRows = Number(values['export-rows']);
const keep = values['data-dir'];
const databaseUrl = values['database-url'];
const log = (text: string) => process.stderr.write(`${text}\n`);

const server = await startBenchServer(
  'financial',
  keep,
  databaseUrl ? { DATABASE_URL: databaseUrl } : {},
);
const { dataDir } = server;
let seedSeconds: number | undefined;
let results: Record<string, CallFigures> | undefined;
try {
  const { db } = server.app.database;
  seedSeconds = await server.seedOnce('FIN-000001', (progress) =>
    seedFinancial(db, server.rootTenantPk, size, progress),
  );
  const { base, headers } = await server.listen();
  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  // As the screen asks: the account and its children, the default period (start of the month
  // to today) unless told, ten a page.
  const screen = 'searchTenantChildren=true&size=10';
  const quarter = `startDate=${day(90)}&endDate=${day(0)}`;
  const api = '/api/financial/transactions';
  results = await measureCalls(
    base,
    { ...headers, 'X-Timezone-Offset': '-3' },
    {
      baseline: '/api/health',
      'summary, this month': `${api}/summary?${screen}&sort=paidTimestamp`,
      'all, this month': `${api}?${screen}&page=0`,
      'recharges, this month': `${api}/recharges?${screen}&page=0`,
      'deposits, this month': `${api}/deposits?${screen}&page=0`,
      'all, chronological': `${api}?${screen}&page=0&sort=createdTimestamp`,
      'all, page 50': `${api}?${screen}&page=50`,
      'summary, 3 months': `${api}/summary?${screen}&${quarter}`,
      'all, 3 months': `${api}?${screen}&${quarter}`,
      'all, 364 days': `${api}?${screen}&startDate=${day(363)}&endDate=${day(0)}`,
      'search e-mail': `${api}?${screen}&${quarter}&userEmailOrTransactionId=payer2500%40fin.example`,
      'search id': `${api}?${screen}&${quarter}&userEmailOrTransactionId=500000`,
      'by station': `${api}?${screen}&${quarter}&chargeBoxId=FIN-000500`,
    },
    requests,
    log,
  );
} finally {
  await server.close(true);
}

// The embedded database is held by one process at a time: the export runs after the server.
const child = new URL('./export-child.ts', import.meta.url).pathname;
const { stdout } = await promisify(execFile)(
  process.execPath,
  ['--expose-gc', '--import', 'tsx', child, databaseUrl ?? dataDir, String(exportRows)],
  { timeout: 900_000, maxBuffer: 1 << 20 },
);
const excel = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as FinancialExportFigures;
const growth = round(excel.peakRssMb - excel.baselineRssMb, 1);
log(
  `excel ${excel.rows} rows: ${round(excel.seconds, 2)} s, ${Math.round(excel.bytes / 1024)} KB, RSS ${excel.baselineRssMb} → ${excel.peakRssMb} MB (+${growth})`,
);
if (!keep) rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    ...size,
    database: databaseUrl ? 'postgres' : 'pglite',
    requests,
    seedSeconds,
    latencyMs: results,
    targetP95Ms: 100,
    overBaselineP95Ms: results && overBaseline(results),
    excel: {
      ...excel,
      seconds: round(excel.seconds, 2),
      rssGrowthMb: growth,
      targetSeconds: 10,
      targetRssGrowthMb: 100,
    },
  }),
);
