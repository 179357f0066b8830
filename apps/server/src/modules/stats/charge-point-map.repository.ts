import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { connectorStatusSql, IN_USE_STATUSES, stationStateOf } from './station-state';

export interface MapFilter {
  visibleTenantPks: readonly number[];
  originType?: 'MOVE' | 'PLUG_SHARE';
  /** Only the stations this user is bound to (owner or allowed user of a private station). */
  userPk?: number;
  /** Start of the caller's current month, for monthConsumption. */
  monthStart: Date;
}

/** The names of a map row's values, in order (`format=rows`). */
export const MAP_ROW_COLUMNS = [
  'chargeBoxPk',
  'chargeBoxId',
  'description',
  'origin',
  'online',
  'locationLatitude',
  'locationLongitude',
  'ocppProtocol',
  'chargePointVendor',
  'street',
  'monthConsumption',
  'connectors',
] as const;

/** The names of a connector's values in a map row, in order. */
export const MAP_CONNECTOR_COLUMNS = ['connectorId', 'connectorType', 'status'] as const;

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

const inUse = (status: string) => (IN_USE_STATUSES as readonly string[]).includes(status);

/**
 * Every active visible station with its connectors for the home map, as the JSON text of one
 * array of rows (MAP_ROW_COLUMNS), built by the database in one statement whatever the number
 * of stations: the month's energy is summed once per station from the start-time index and the
 * connectors are grouped per station. Neither stations nor connectors are sorted (sorting 10,000
 * ids by collation costs more than the rest of the statement on the embedded database): readers
 * order them if they need to. The text goes to the client as it is; moving 10,000 stations out
 * of the embedded database value by value, or through objects, costs several times more.
 */
export async function chargePointRowsText(db: Database, f: MapFilter): Promise<string> {
  if (f.visibleTenantPks.length === 0) return '[]';
  const tenants = sql.join(f.visibleTenantPks);
  const visible = sql`select v.charge_box_pk from charge_box v where v.tenant_pk in (${tenants})`;
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
    where b.tenant_pk in (${tenants}) and b.active
      ${f.originType ? sql`and b.origin_type = ${f.originType}` : sql``}
      ${f.userPk ? sql`and exists (select 1 from charge_box_user u where u.charge_box_pk = b.charge_box_pk and u.user_pk = ${f.userPk})` : sql``}`.execute(
    db,
  );
  return rows[0]?.list ?? '[]';
}

const byId = (a: MapRow, b: MapRow) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

/** The same stations as objects with the spec's keys and each station's state, by chargeBoxId. */
export async function chargePointsForMap(db: Database, f: MapFilter) {
  const rows = JSON.parse(await chargePointRowsText(db, f)) as MapRow[];
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
        lastStatus: { status: c[2], usage: inUse(c[2]) },
      })),
    };
  });
}

export type MapChargePoint = Awaited<ReturnType<typeof chargePointsForMap>>[number];
