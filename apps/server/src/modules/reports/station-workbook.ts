import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { messageText, type MessageKey } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import { xlsxStream, type XlsxRow } from '../../platform/xlsx/xlsx-writer';
import { stationsInScope, type StationScope } from './station-scope';

const PAGE = 500;
const COLUMNS: [MessageKey, number][] = [
  ['colChargeBoxId', 24],
  ['colDescription', 32],
  ['colAccount', 24],
  ['colGroup', 22],
  ['colType', 10],
  ['colStatus', 10],
  ['colConnectors', 11],
  ['colFaultedConnectors', 18],
  ['colVendor', 18],
  ['colModel', 18],
  ['colFirmware', 14],
  ['colLastHeartbeatUtc', 22],
  ['colCity', 20],
  ['colState', 10],
  ['colActive', 8],
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
 * The station list as an .xlsx (POST report/xlsx/chargepoints), written row by row a page at a
 * time: memory stays flat however many stations there are.
 */
export function stationWorkbook(db: Database, scope: StationScope, locale: string): Readable {
  const t = (key: MessageKey) => messageText(key, locale);
  async function* pages() {
    for (let afterPk = 0; ;) {
      const rows = await stationPage(db, scope, afterPk);
      yield rows.map((row): XlsxRow => [
        row.charge_box_id,
        row.description,
        row.tenant_name,
        row.group_name,
        row.type_of,
        t(row.online ? 'labelOnline' : 'labelOffline'),
        Number(row.connectors),
        Number(row.faulted),
        row.charge_point_vendor,
        row.charge_point_model,
        row.fw_version,
        row.last_heartbeat_timestamp
          ? new Date(row.last_heartbeat_timestamp).toISOString().replace('T', ' ').slice(0, 19)
          : null,
        row.city,
        row.state,
        t(row.active ? 'labelYes' : 'labelNo'),
      ]);
      if (rows.length < PAGE) return;
      afterPk = rows[rows.length - 1]!.charge_box_pk;
    }
  }
  const columns = COLUMNS.map(([key, width]) => ({ header: t(key), width }));
  return xlsxStream({ name: t('xlsxStations'), columns }, pages());
}
