// One measurement in a fresh process: seed N stations into an embedded database, then write the
// station Excel either streamed (the product) or as an in-memory workbook (the baseline) into
// a byte-counting sink, sampling the resident memory while it runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { stationWorkbook } from '../../apps/server/src/modules/reports/station-workbook';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { measureExport, type ExportMeasure } from '../support/export-measure';

export interface ExportFigures extends ExportMeasure {
  stations: number;
  mode: 'stream' | 'buffered';
}

const stations = Number(process.argv[2] ?? 1000);
const mode = process.argv[3] === 'buffered' ? 'buffered' : 'stream';
const dir = mkdtempSync(join(tmpdir(), 'chargedeck-bench-reports-'));
const database = openDatabase({ dataDir: join(dir, 'db') });
const { db } = database;
await migrateToLatest(db);
const tenant = await db
  .insertInto('tenant')
  .values({
    name: 'Bench',
    alias: 'bench',
    api_key: 'bench-reports-key',
    limit_stations: null,
    limit_users: null,
    limit_reports_month: null,
    legal_company_name: null,
    legal_tax_id: null,
    legal_address: null,
    legal_contact: null,
    terms_of_use_url: null,
    support_email: null,
    deeplinking_host: null,
    parent_tenant_pk: null,
  })
  .returning('tenant_pk')
  .executeTakeFirstOrThrow();
for (let from = 0; from < stations; from += 1000) {
  const rows = Array.from({ length: Math.min(1000, stations - from) }, (_, i) => ({
    charge_box_id: `BENCH-${String(from + i).padStart(6, '0')}`,
    tenant_pk: tenant.tenant_pk,
    description: `Posto de recarga número ${from + i} da rede de benchmark`,
    city: 'São Paulo',
    state: 'SP',
    charge_point_vendor: 'Acme',
    charge_point_model: 'Wallbox 22',
  }));
  const boxes = await db.insertInto('charge_box').values(rows).returning('charge_box_pk').execute();
  await db
    .insertInto('connector')
    .values(
      boxes.flatMap((b) =>
        [1, 2].map((connector_id) => ({ charge_box_pk: b.charge_box_pk, connector_id })),
      ),
    )
    .execute();
}

const scope = { visibleTenantPks: [tenant.tenant_pk], active: true };
const measured = await measureExport(async (sink) => {
  if (mode === 'stream') {
    await pipeline(stationWorkbook(db, scope, 'pt-BR'), sink);
    return;
  }
  const rows = await db
    .selectFrom('charge_box')
    .selectAll()
    .where('tenant_pk', '=', tenant.tenant_pk)
    .execute();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stations');
  sheet.columns = Object.keys(rows[0] ?? {}).map((key) => ({ header: key, key }));
  for (const row of rows) sheet.addRow(row);
  return (await workbook.xlsx.writeBuffer()).byteLength;
});
const figures: ExportFigures = { stations, mode, ...measured };
process.stdout.write(`${JSON.stringify(figures)}\n`);
await database.close();
rmSync(dir, { recursive: true, force: true });
