import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { stationsInScope, type StationScope } from './station-scope';

const PAGE = 500;
const COLUMNS = [
  { header: 'ChargeBox ID', key: 'chargeBoxId', width: 24 },
  { header: 'Description', key: 'description', width: 32 },
  { header: 'Account', key: 'tenantName', width: 24 },
  { header: 'Group', key: 'groupName', width: 22 },
  { header: 'Type', key: 'type', width: 10 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Connectors', key: 'connectors', width: 11 },
  { header: 'Faulted connectors', key: 'faulted', width: 18 },
  { header: 'Vendor', key: 'vendor', width: 18 },
  { header: 'Model', key: 'model', width: 18 },
  { header: 'Firmware', key: 'firmware', width: 14 },
  { header: 'Last heartbeat (UTC)', key: 'lastHeartbeat', width: 22 },
  { header: 'City', key: 'city', width: 20 },
  { header: 'State', key: 'state', width: 10 },
  { header: 'Active', key: 'active', width: 8 },
];

/** One page of stations after `afterPk`, in key order (keyset paging: no offsets to rescan). */
function stationPage(db: Database, scope: StationScope, afterPk: number) {
  return stationsInScope(db, scope)
    .innerJoin('tenant as t', 't.tenant_pk', 'b.tenant_pk')
    .leftJoin('charge_box_group as g', 'g.charge_box_group_pk', 'b.charge_box_group_pk')
    .where('b.charge_box_pk', '>', afterPk)
    .select([
      'b.charge_box_pk',
      'b.charge_box_id',
      'b.description',
      'b.type_of',
      'b.online',
      'b.active',
      'b.charge_point_vendor',
      'b.charge_point_model',
      'b.fw_version',
      'b.last_heartbeat_timestamp',
      'b.city',
      'b.state',
      't.name as tenant_name',
      'g.name as group_name',
    ])
    .select([
      sql<number>`(select count(*) from connector k
        where k.charge_box_pk = b.charge_box_pk and k.connector_id > 0)`.as('connectors'),
      sql<number>`(select count(*) from connector k
        where k.charge_box_pk = b.charge_box_pk and k.connector_id > 0
        and k.last_status = 'Faulted')`.as('faulted'),
    ])
    .orderBy('b.charge_box_pk')
    .limit(PAGE)
    .execute();
}

/**
 * The station list as an .xlsx (POST report/xlsx/chargepoints), written row by row with the
 * exceljs streaming writer a page at a time: memory stays flat however many stations there are.
 */
export function stationWorkbook(db: Database, scope: StationScope): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Stations');
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for (let afterPk = 0; ;) {
      const rows = await stationPage(db, scope, afterPk);
      for (const row of rows) {
        sheet
          .addRow({
            chargeBoxId: row.charge_box_id,
            description: row.description,
            tenantName: row.tenant_name,
            groupName: row.group_name,
            type: row.type_of,
            status: row.online ? 'Online' : 'Offline',
            connectors: Number(row.connectors),
            faulted: Number(row.faulted),
            vendor: row.charge_point_vendor,
            model: row.charge_point_model,
            firmware: row.fw_version,
            lastHeartbeat: row.last_heartbeat_timestamp
              ? new Date(row.last_heartbeat_timestamp).toISOString().replace('T', ' ').slice(0, 19)
              : null,
            city: row.city,
            state: row.state,
            active: row.active ? 'Sim' : 'Não',
          })
          .commit();
      }
      // Let the writer hand its bytes to the socket before the next page is read.
      if (stream.writableNeedDrain) await new Promise((r) => stream.once('drain', r));
      if (rows.length < PAGE) break;
      afterPk = rows[rows.length - 1]!.charge_box_pk;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
