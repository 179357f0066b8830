import { IN_USE_STATUSES, isInUseStatus } from '@chargedeck/shared';
import { sql, type RawBuilder } from 'kysely';

export type StationState = 'charging' | 'maintenance' | 'available' | 'unavailable';

/**
 * A connector's status as the dashboard shows it: a manual unusual status (set on the station
 * form) wins over the last StatusNotification; a connector that never reported is Unavailable.
 * Expects the connector aliased `c`.
 */
export const connectorStatusSql: RawBuilder<string> = sql<string>`case c.unusual_status
  when 'MAINTENANCE' then 'Maintenance' when 'UNAVAILABLE' then 'Unavailable'
  else coalesce(c.last_status, 'Unavailable') end`;

/**
 * One state per station, in this order: maintenance when a connector is under maintenance;
 * unavailable when the station is offline (its last statuses are stale); charging when a
 * connector is in use (IN_USE_STATUSES); available when a connector is Available; otherwise
 * unavailable (Faulted, Unavailable, Reserved, nothing reported). In SQL each connector gets a
 * rank (4 maintenance, 3 in use, 2 available, 1 other) and a station its connectors' highest:
 * one simple CASE per connector row, which reads the status once.
 */
export const connectorRankSql: RawBuilder<number> = sql<number>`case ${connectorStatusSql}
  when 'Maintenance' then 4 when 'Available' then 2
  ${sql.join(
    IN_USE_STATUSES.map((s) => sql`when ${sql.lit(s)} then 3`),
    sql` `,
  )} else 1 end`;

/** The station state from `rank` (its connectors' highest connectorRankSql) and `online`. */
export const stateOfRankSql = (rank: RawBuilder<unknown>, online: RawBuilder<unknown>) =>
  sql<StationState>`case when ${rank} = 4 then 'maintenance' when not ${online} then 'unavailable'
    when ${rank} = 3 then 'charging' when ${rank} = 2 then 'available' else 'unavailable' end`;

/** The same rule for one station already loaded (the map), from its connectors' statuses. */
export function stationStateOf(online: boolean, statuses: readonly string[]): StationState {
  if (statuses.includes('Maintenance')) return 'maintenance';
  if (!online) return 'unavailable';
  if (statuses.some(isInUseStatus)) return 'charging';
  if (statuses.includes('Available')) return 'available';
  return 'unavailable';
}
