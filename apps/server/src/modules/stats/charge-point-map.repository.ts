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

type StationTuple = [
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
  monthWh: number | null,
];
type ConnectorTuple = [
  chargeBoxPk: number,
  connectorId: number,
  type: string | null,
  status: string,
];

const inUse = (status: string) => (IN_USE_STATUSES as readonly string[]).includes(status);

/**
 * Every active visible station with its connectors for the home map, in two statements whatever
 * the number of stations: the stations with the month's energy summed once per station, then
 * all their connectors. Each statement answers one JSON array of arrays: moving 10,000 rows out
 * of the embedded database value by value costs several times more than one text.
 */
export async function chargePointsForMap(db: Database, f: MapFilter) {
  if (f.visibleTenantPks.length === 0) return [];
  const scope = sql`b.tenant_pk in (${sql.join(f.visibleTenantPks)}) and b.active
    ${f.originType ? sql`and b.origin_type = ${f.originType}` : sql``}
    ${f.userPk ? sql`and exists (select 1 from charge_box_user u where u.charge_box_pk = b.charge_box_pk and u.user_pk = ${f.userPk})` : sql``}`;
  const stations = await sql<{ list: string | null }>`
    select json_agg(json_build_array(b.charge_box_pk, b.charge_box_id, b.description,
      b.origin_type, b.online, b.location_latitude, b.location_longitude, b.ocpp_protocol,
      b.charge_point_vendor, b.street, e.wh) order by b.charge_box_id)::text as list
    from charge_box b
    left join (
      select x.charge_box_pk,
        sum(greatest(coalesce(x.stop_value, x.start_value) - x.start_value, 0)) as wh
      from charging_transaction x where x.start_timestamp >= ${f.monthStart}
      group by x.charge_box_pk) e on e.charge_box_pk = b.charge_box_pk
    where ${scope}`.execute(db);
  const connectors = await sql<{ list: string | null }>`
    select json_agg(json_build_array(c.charge_box_pk, c.connector_id, t.name, ${connectorStatusSql})
      order by c.charge_box_pk, c.connector_id)::text as list
    from connector c
    join charge_box b on b.charge_box_pk = c.charge_box_pk
    left join connector_type t on t.connector_type_pk = c.connector_type_pk
    where c.connector_id > 0 and ${scope}`.execute(db);
  const byStation = new Map<number, ConnectorTuple[]>();
  for (const c of JSON.parse(connectors.rows[0]?.list ?? '[]') as ConnectorTuple[]) {
    const list = byStation.get(c[0]);
    if (list) list.push(c);
    else byStation.set(c[0], [c]);
  }
  return (JSON.parse(stations.rows[0]?.list ?? '[]') as StationTuple[]).map((s) => {
    const own = byStation.get(s[0]) ?? [];
    return {
      chargeBoxPk: s[0],
      chargeBoxId: s[1],
      description: s[2] ?? '',
      origin: s[3],
      online: s[4],
      state: stationStateOf(
        s[4],
        own.map((c) => c[3]),
      ),
      locationLatitude: s[5],
      locationLongitude: s[6],
      ocppProtocol: s[7],
      chargePointVendor: s[8],
      monthConsumption: Number(s[10] ?? 0),
      address: { street: s[9] },
      connectors: own.map((c) => ({
        connectorId: c[1],
        connectorType: c[2],
        lastStatus: { status: c[3], usage: inUse(c[3]) },
      })),
    };
  });
}

export type MapChargePoint = Awaited<ReturnType<typeof chargePointsForMap>>[number];
