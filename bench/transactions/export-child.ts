// One measurement in a fresh process: the transactions Excel of the newest N transactions of a
// seeded embedded database, streamed as the product writes it, into a byte-counting sink while
// the resident memory is sampled.
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { transactionsWorkbook } from '../../apps/server/src/modules/transactions/transaction-reports';
import { openDatabase } from '../../apps/server/src/platform/db/database';

export interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  baselineRssMb: number;
  peakRssMb: number;
}

const dataDir = process.argv[2] ?? '';
const rows = Number(process.argv[3] ?? 100_000);
const database = openDatabase({ dataDir: join(dataDir, 'db') });
const { db } = database;
const tenants = await db.selectFrom('tenant').select('tenant_pk').execute();
// The database answers once before measuring, so its start-up is not counted.
await db.selectFrom('charging_transaction').select('transaction_pk').limit(1).execute();

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
(globalThis as { gc?: () => void }).gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10);
let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    done();
  },
});
const started = performance.now();
await pipeline(
  transactionsWorkbook(
    db,
    { visibleTenantPks: tenants.map((t) => t.tenant_pk) },
    { iana: 'America/Sao_Paulo' },
    true,
    rows,
  ),
  sink,
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const figures: ExportFigures = {
  rows,
  bytes,
  seconds,
  baselineRssMb: mb(baseline),
  peakRssMb: mb(peak),
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
await database.close();
