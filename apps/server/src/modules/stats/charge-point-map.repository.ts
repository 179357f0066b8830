import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { connectorStatusSql, IN_USE_STATUSES, stationStateOf } from './station-state';

export interface MapFilter {
  visibleTenantPks: readonly number[];
  originType?: 'MOVE' | 'PLUG_SHARE';
  /** Start of the caller's current month, for monthConsumption. */
  monthStart: Date;
}

const n = (value: unknown) => Number(value ?? 0);
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Every active visible station with its connectors for the home map: two statements whatever
 * the number of stations (stations with the month's energy summed once per station, then all
 * their connectors).
 */
export async function chargePointsForMap(db: Database, f: MapFilter) {
  if (f.visibleTenantPks.length === 0) return [];
  const scope = sql`b.tenant_pk in (${sql.join(f.visibleTenantPks)}) and b.active
    ${f.originType ? sql`and b.origin_type = ${f.originType}` : sql``}`;
  const [stations, connectors] = await Promise.all([
    sql<Record<string, unknown>>`
      select b.charge_box_pk, b.charge_box_id, b.description, b.origin_type, b.online,
        b.location_latitude, b.location_longitude, b.ocpp_protocol, b.charge_point_vendor,
        b.street, coalesce(e.wh, 0) as month_consumption
      from charge_box b
      left join (
        select x.charge_box_pk,
          sum(greatest(coalesce(x.stop_value, x.start_value) - x.start_value, 0)) as wh
        from charging_transaction x where x.start_timestamp >= ${f.monthStart}
        group by x.charge_box_pk) e on e.charge_box_pk = b.charge_box_pk
      where ${scope}
      order by b.charge_box_id`.execute(db),
    sql<{
      charge_box_pk: number;
      connector_id: number;
      connector_type: string | null;
      status: string;
    }>`
      select c.charge_box_pk, c.connector_id, t.name as connector_type, ${connectorStatusSql} as status
      from connector c
      join charge_box b on b.charge_box_pk = c.charge_box_pk
      left join connector_type t on t.connector_type_pk = c.connector_type_pk
      where c.connector_id > 0 and ${scope}
      order by c.charge_box_pk, c.connector_id`.execute(db),
  ]);
  const byStation = new Map<number, typeof connectors.rows>();
  for (const c of connectors.rows) {
    const list = byStation.get(c.charge_box_pk) ?? [];
    list.push(c);
    byStation.set(c.charge_box_pk, list);
  }
  return stations.rows.map((s) => {
    const own = byStation.get(n(s.charge_box_pk)) ?? [];
    return {
      chargeBoxPk: n(s.charge_box_pk),
      chargeBoxId: String(s.charge_box_id),
      description: (s.description as string | null) ?? '',
      origin: s.origin_type as 'MOVE' | 'PLUG_SHARE',
      online: Boolean(s.online),
      state: stationStateOf(
        Boolean(s.online),
        own.map((c) => c.status),
      ),
      locationLatitude: num(s.location_latitude),
      locationLongitude: num(s.location_longitude),
      ocppProtocol: (s.ocpp_protocol as string | null) ?? null,
      chargePointVendor: (s.charge_point_vendor as string | null) ?? null,
      monthConsumption: n(s.month_consumption),
      address: { street: (s.street as string | null) ?? null },
      connectors: own.map((c) => ({
        connectorId: c.connector_id,
        connectorType: c.connector_type,
        lastStatus: {
          status: c.status,
          usage: (IN_USE_STATUSES as readonly string[]).includes(c.status),
        },
      })),
    };
  });
}

export type MapChargePoint = Awaited<ReturnType<typeof chargePointsForMap>>[number];
