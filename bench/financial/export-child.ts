// One measurement in a fresh process: relatorio-movimentacoes-financeiras.xlsx of the newest N
// movements of a seeded database, streamed as the product writes it, into a byte-counting sink
// while the resident memory is sampled.
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FinancialService } from '../../apps/server/src/modules/financial/financial.service';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { measureExport, type ExportMeasure } from '../support/export-measure';

export interface FinancialExportFigures extends ExportMeasure {
  rows: number;
}

// A postgres:// URL or the data directory of the embedded database.
const where = process.argv[2] ?? '';
const rows = Number(process.argv[3] ?? 100_000);
const database = openDatabase(
  where.startsWith('postgres') ? { url: where, poolSize: 2 } : { dataDir: join(where, 'db') },
);
const { db } = database;
const root = await db
  .selectFrom('tenant')
  .select('tenant_pk')
  .where('parent_tenant_pk', 'is', null)
  .executeTakeFirstOrThrow();
// The database answers once before measuring, so its start-up is not counted.
await db.selectFrom('financial_movement').select('source_pk').limit(1).execute();

const day = (offset: number) =>
  new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const service = new FinancialService(db);
const measured = await measureExport(async (sink) =>
  pipeline(
    await service.workbook(
      {
        visibleTenantPks: [root.tenant_pk],
        requestTenantPk: root.tenant_pk,
        zone: { iana: 'America/Sao_Paulo' },
        locale: 'pt-BR',
      },
      { page: 0, size: 10, sort: 'paidTimestamp', startDate: day(90), endDate: day(0) },
      rows,
    ),
    sink,
  ),
);
const figures: FinancialExportFigures = { rows, ...measured };
process.stdout.write(`${JSON.stringify(figures)}\n`);
await database.close();
