// One measurement in a fresh process: the transactions Excel of the newest N transactions of a
// seeded embedded database, streamed as the product writes it, into a byte-counting sink while
// the resident memory is sampled.
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { transactionsWorkbook } from '../../apps/server/src/modules/transactions/transaction-reports';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { measureExport, type ExportMeasure } from '../support/export-measure';

export interface ExportFigures extends ExportMeasure {
  rows: number;
}

// A postgres:// URL or the data directory of the embedded database.
const where = process.argv[2] ?? '';
const rows = Number(process.argv[3] ?? 100_000);
const database = openDatabase(
  where.startsWith('postgres') ? { url: where, poolSize: 2 } : { dataDir: join(where, 'db') },
);
const { db } = database;
const tenants = await db.selectFrom('tenant').select('tenant_pk').execute();
// The database answers once before measuring, so its start-up is not counted.
await db.selectFrom('charging_transaction').select('transaction_pk').limit(1).execute();

const measured = await measureExport((sink) =>
  pipeline(
    transactionsWorkbook(
      db,
      { visibleTenantPks: tenants.map((t) => t.tenant_pk) },
      { zone: { iana: 'America/Sao_Paulo' }, finance: true, locale: 'pt-BR' },
      rows,
    ),
    sink,
  ),
);
const figures: ExportFigures = { rows, ...measured };
process.stdout.write(`${JSON.stringify(figures)}\n`);
await database.close();
