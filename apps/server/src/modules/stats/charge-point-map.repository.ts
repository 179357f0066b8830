import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/db/database';
import { isInUseStatus } from '@chargedeck/shared';
import { connectorStatusSql, stationStateOf } from './station-state';

export interface MapFilter {
  visibleTenantPks: readonly number[];
  originType?: 'MOVE' | 'PLUG_SHARE';
  /** Only the stations this user is bound to (owner or allowed user of a private station). */
  userPk?: number;
  /** Start of the caller's current month, for monthConsumption. */
  monthStart: Date;
}

/** The names of a station's values in the rows form (`format=rows`), in order. */
export const MAP_ROW_COLUMNS = [
  'chargeBoxPk',
  'chargeBoxId',
  'online',
  'locationLatitude',
  'locationLongitude',
] as const;

/** The names of a connector's values in the rows form, in order. */
export const MAP_CONNECTOR_COLUMNS = ['chargeBoxPk', 'connectorId', 'status'] as const;

type MapConnectorRow = [connectorId: number, type: string | null, status: string];
type MapRow = [
  pk: number,
  id: string,
  description: string | null,
  origin: 'MOVE' | 'PLUG_SHARE',
  online: boolean,
  latitude: number | null,
  longitude: number | null,
  protocol: string | null,
  vendor: string | null,
  street: string | null,
  monthWh: number,
  connectors: MapConnectorRow[],
];

/** The map's stations: active, of the visible tenants, with the optional filters. */
function mapStationsWhere(f: MapFilter, chargeBoxPk?: number) {
  return sql`b.tenant_pk in (${sql.join(f.visibleTenantPks)}) and b.active
    ${chargeBoxPk === undefined ? sql`` : sql`and b.charge_box_pk = ${chargeBoxPk}`}
    ${f.originType ? sql`and b.origin_type = ${f.originType}` : sql``}
    ${f.userPk ? sql`and exists (select 1 from charge_box_user u where u.charge_box_pk = b.charge_box_pk and u.user_pk = ${f.userPk})` : sql``}`;
}

/** A coordinate as JSON text: null when missing (or not a number, such as NaN). */
const coordinateText = (column: RawBuilder<unknown>) =>
  sql`case when ${column} between -180 and 180 then ${column}::text else 'null' end`;

/**
 * What the markers need, for every active visible station (`format=rows`): the JSON text of
 * the stations' rows (MAP_ROW_COLUMNS) and of their connectors' rows (MAP_CONNECTOR_COLUMNS),
 * each a flat array in no particular order. The database writes the text itself (strings
 * through to_json, numbers and booleans as they print): on the embedded database this costs a
 * third of json_agg over json_build_array, and connectors listed apart are not grouped per
 * station (a sort and a join). What only the popup shows (description, street, vendor,
 * protocol, connector types, the month's energy) is read for one station by
 * chargePointForMap when the popup opens.
 */
export async function mapMarkerRowsText(
  db: Database,
  f: MapFilter,
): Promise<{ stations: string; connectors: string }> {
  if (f.visibleTenantPks.length === 0) return { stations: '[]', connectors: '[]' };
  const where = mapStationsWhere(f);
  const { rows } = await sql<{ stations: string | null; connectors: string | null }>`
    select
      (select string_agg(concat_ws(',', b.charge_box_pk, to_json(b.charge_box_id),
          b.online::text, ${coordinateText(sql`b.location_latitude`)},
          ${coordinateText(sql`b.location_longitude`)}), '],[')
        from charge_box b where ${where}) as stations,
      (select string_agg(concat_ws(',', c.charge_box_pk, c.connector_id,
          to_json(${connectorStatusSql})), '],[')
        from connector c
        where c.connector_id > 0
          and c.charge_box_pk in (select b.charge_box_pk from charge_box b where ${where}))
        as connectors`.execute(db);
  const list = (text: string | null | undefined) => (text ? `[[${text}]]` : '[]');
  return { stations: list(rows[0]?.stations), connectors: list(rows[0]?.connectors) };
}

/**
 * Active visible stations with their connectors and this month's energy, as the JSON text of
 * one array of rows (MapRow), built by the database in one statement: the month's energy is
 * summed once per station from the start-time index and the connectors are grouped per
 * station. Neither stations nor connectors are sorted.
 */
async function chargePointRowsText(
  db: Database,
  f: MapFilter,
  chargeBoxPk?: number,
): Promise<string> {
  if (f.visibleTenantPks.length === 0) return '[]';
  const where = mapStationsWhere(f, chargeBoxPk);
  const visible = sql`select b.charge_box_pk from charge_box b where ${where}`;
  const { rows } = await sql<{ list: string | null }>`
    select json_agg(json_build_array(b.charge_box_pk, b.charge_box_id, b.description,
      b.origin_type, b.online, b.location_latitude, b.location_longitude, b.ocpp_protocol,
      b.charge_point_vendor, b.street, coalesce(e.wh, 0), coalesce(k.list, '[]'::json)))::text
      as list
    from charge_box b
    left join (
      select x.charge_box_pk,
        sum(greatest(coalesce(x.stop_value, x.start_value) - x.start_value, 0)) as wh
      from charging_transaction x
      where x.start_timestamp >= ${f.monthStart} and x.charge_box_pk in (${visible})
      group by x.charge_box_pk) e on e.charge_box_pk = b.charge_box_pk
    left join (
      select c.charge_box_pk,
        json_agg(json_build_array(c.connector_id, t.name, ${connectorStatusSql})) as list
      from connector c
      left join connector_type t on t.connector_type_pk = c.connector_type_pk
      where c.connector_id > 0 and c.charge_box_pk in (${visible})
      group by c.charge_box_pk) k on k.charge_box_pk = b.charge_box_pk
    where ${where}`.execute(db);
  return rows[0]?.list ?? '[]';
}

const byId = (a: MapRow, b: MapRow) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

/** The same stations as objects with the spec's keys and each station's state, by chargeBoxId. */
export async function chargePointsForMap(db: Database, f: MapFilter, chargeBoxPk?: number) {
  const rows = JSON.parse(await chargePointRowsText(db, f, chargeBoxPk)) as MapRow[];
  return rows.sort(byId).map((s) => {
    const connectors = s[11].sort((a, b) => a[0] - b[0]);
    return {
      chargeBoxPk: s[0],
      chargeBoxId: s[1],
      description: s[2] ?? '',
      origin: s[3],
      online: s[4],
      state: stationStateOf(
        s[4],
        connectors.map((c) => c[2]),
      ),
      locationLatitude: s[5],
      locationLongitude: s[6],
      ocppProtocol: s[7],
      chargePointVendor: s[8],
      monthConsumption: Number(s[10]),
      address: { street: s[9] },
      connectors: connectors.map((c) => ({
        connectorId: c[0],
        connectorType: c[1],
        lastStatus: { status: c[2], usage: isInUseStatus(c[2]) },
      })),
    };
  });
}

export type MapChargePoint = Awaited<ReturnType<typeof chargePointsForMap>>[number];

/** One station of the map as chargePointsForMap gives it (the popup), if the caller sees it. */
export async function chargePointForMap(
  db: Database,
  f: MapFilter,
  chargeBoxPk: number,
): Promise<MapChargePoint | undefined> {
  return (await chargePointsForMap(db, f, chargeBoxPk))[0];
}
