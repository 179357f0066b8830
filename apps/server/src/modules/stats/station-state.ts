import { sql, type RawBuilder } from 'kysely';

/** Connector statuses that mean a vehicle is plugged in and the connector is taken. */
export const IN_USE_STATUSES = [
  'Charging',
  'Preparing',
  'SuspendedEV',
  'SuspendedEVSE',
  'Suspended_evse',
  'Finishing',
] as const;

export type StationState = 'charging' | 'maintenance' | 'available' | 'unavailable';

/**
 * A connector's status as the dashboard shows it: a manual unusual status (set on the station
 * form) wins over the last StatusNotification; a connector that never reported is Unavailable.
 * Expects the connector aliased `c`.
 */
export const connectorStatusSql: RawBuilder<string> = sql<string>`case c.unusual_status
  when 'MAINTENANCE' then 'Maintenance' when 'UNAVAILABLE' then 'Unavailable'
  else coalesce(c.last_status, 'Unavailable') end`;

const inUse = sql.join(IN_USE_STATUSES.map((s) => sql.lit(s)));

/**
 * One state per station, in this order: maintenance when a connector is under maintenance;
 * unavailable when the station is offline (its last statuses are stale); charging when a
 * connector is in use (IN_USE_STATUSES); available when a connector is Available; otherwise
 * unavailable (Faulted, Unavailable, Reserved, nothing reported). Expects `b` (charge_box) and
 * an aggregate over its connectors `c`.
 */
export const stationStateSql: RawBuilder<StationState> = sql<StationState>`case
  when bool_or(${connectorStatusSql} = 'Maintenance') then 'maintenance'
  when not b.online then 'unavailable'
  when bool_or(${connectorStatusSql} in (${inUse})) then 'charging'
  when bool_or(${connectorStatusSql} = 'Available') then 'available'
  else 'unavailable' end`;

/** stationStateSql for one station already loaded (the map), from its connectors' statuses. */
export function stationStateOf(online: boolean, statuses: readonly string[]): StationState {
  if (statuses.includes('Maintenance')) return 'maintenance';
  if (!online) return 'unavailable';
  if (statuses.some((s) => (IN_USE_STATUSES as readonly string[]).includes(s))) return 'charging';
  if (statuses.includes('Available')) return 'available';
  return 'unavailable';
}
