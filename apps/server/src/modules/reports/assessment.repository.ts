import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { stationsInScope, type StationScope } from './station-scope';

export interface AssessmentRange {
  from: Date;
  to: Date;
}

const energyWh = sql<number>`greatest(coalesce(x.stop_value, x.start_value) - x.start_value, 0)`;
const seconds = sql<number>`greatest(extract(epoch from (coalesce(x.stop_timestamp, now()) - x.start_timestamp)), 0)`;

/** Recharges that started in the range at the stations of the scope. */
function rechargesInScope(db: Database, scope: StationScope, range: AssessmentRange) {
  return db
    .selectFrom('charging_transaction as x')
    .where('x.charge_box_pk', 'in', stationsInScope(db, scope).select('b.charge_box_pk'))
    .where('x.start_timestamp', '>=', range.from)
    .where('x.start_timestamp', '<=', range.to);
}

export interface Totals {
  recharges: number;
  energyWh: number;
  seconds: number;
}

const totalsOf = (
  row: { recharges: unknown; energy_wh: unknown; seconds: unknown } | undefined,
): Totals => ({
  recharges: Number(row?.recharges ?? 0),
  energyWh: Number(row?.energy_wh ?? 0),
  seconds: Number(row?.seconds ?? 0),
});

export async function scopeTotals(db: Database, scope: StationScope, range: AssessmentRange) {
  const stations = await stationsInScope(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const row = await rechargesInScope(db, scope, range)
    .select([
      sql<number>`count(*)`.as('recharges'),
      sql<number>`coalesce(sum(${energyWh}), 0)`.as('energy_wh'),
      sql<number>`coalesce(sum(${seconds}), 0)`.as('seconds'),
    ])
    .executeTakeFirst();
  return { stations: Number(stations.count), ...totalsOf(row) };
}

/** One page of stations (keyset on charge_box_pk) with their recharges in the range. */
export async function stationAssessmentPage(
  db: Database,
  scope: StationScope,
  range: AssessmentRange,
  afterPk: number,
  size: number,
) {
  const stations = await stationsInScope(db, scope)
    .where('b.charge_box_pk', '>', afterPk)
    .select(['b.charge_box_pk', 'b.charge_box_id', 'b.description'])
    .orderBy('b.charge_box_pk')
    .limit(size)
    .execute();
  if (stations.length === 0) return [];
  const sums = await db
    .selectFrom('charging_transaction as x')
    .where(
      'x.charge_box_pk',
      'in',
      stations.map((s) => s.charge_box_pk),
    )
    .where('x.start_timestamp', '>=', range.from)
    .where('x.start_timestamp', '<=', range.to)
    .groupBy('x.charge_box_pk')
    .select([
      'x.charge_box_pk',
      sql<number>`count(*)`.as('recharges'),
      sql<number>`coalesce(sum(${energyWh}), 0)`.as('energy_wh'),
      sql<number>`coalesce(sum(${seconds}), 0)`.as('seconds'),
    ])
    .execute();
  const byStation = new Map(sums.map((s) => [s.charge_box_pk, s]));
  return stations.map((s) => ({ ...s, ...totalsOf(byStation.get(s.charge_box_pk)) }));
}

/** Card users (owners of the tags used) with recharges in the scope and range. */
export function usersWithRecharges(db: Database, scope: StationScope, range: AssessmentRange) {
  return rechargesInScope(db, scope, range)
    .innerJoin('ocpp_tag as o', 'o.ocpp_tag_pk', 'x.ocpp_tag_pk')
    .innerJoin('app_user as u', 'u.user_pk', 'o.owner_user_pk')
    .select(['u.user_pk', 'u.name', 'u.email'])
    .groupBy(['u.user_pk', 'u.name', 'u.email'])
    .orderBy('u.user_pk')
    .execute();
}

/** One user's recharges in the scope and range, oldest first. */
export function rechargesOfUser(
  db: Database,
  scope: StationScope,
  range: AssessmentRange,
  userPk: number,
) {
  return rechargesInScope(db, scope, range)
    .innerJoin('ocpp_tag as o', 'o.ocpp_tag_pk', 'x.ocpp_tag_pk')
    .innerJoin('charge_box as cb', 'cb.charge_box_pk', 'x.charge_box_pk')
    .where('o.owner_user_pk', '=', userPk)
    .select([
      'x.transaction_pk',
      'x.start_timestamp',
      'x.stop_timestamp',
      'x.connector_id',
      'x.id_tag',
      'cb.charge_box_id',
      energyWh.as('energy_wh'),
      seconds.as('seconds'),
    ])
    .orderBy('x.start_timestamp')
    .orderBy('x.transaction_pk')
    .execute();
}
