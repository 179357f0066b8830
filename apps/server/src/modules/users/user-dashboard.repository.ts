import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { DB } from '../../platform/db/schema';
import type { HeaderOrder } from './header-order';
import { containsText } from '../../platform/db/text-search';

export const USER_SORT_KEYS = [
  'user_pk',
  'user_name',
  'docNumber',
  'car_name',
  'recharges',
  'consumption',
] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export interface UserDashboardFilter {
  visibleTenantPks: readonly number[];
  activeUsers: boolean;
  searchInput?: string;
  order: HeaderOrder<UserSortKey>[];
  /** Keyed paging for the report (with the order by user_pk ascending): users after this one. */
  afterUserPk?: number;
}

export interface UserDashboardRow {
  user_pk: number;
  user_name: string;
  doc_type: string | null;
  doc_number: string | null;
  vehicle_brand: string | null;
  email: string;
  active: boolean;
  recharges: number;
  consumption: number;
  charging: boolean;
  ocpp_id_tag: string | null;
}

const SORT_COLUMNS: Record<UserSortKey, string> = {
  user_pk: 'u.user_pk',
  user_name: 'u.name',
  docNumber: 'u.doc_number',
  car_name: 'u.vehicle_brand',
  recharges: 'c.recharges',
  consumption: 'c.wh',
};

/** The users list (dashboard-details) and its Excel report: users with their charging totals. */
export class UserDashboardRepository {
  constructor(private readonly db: Database) {}

  private filtered(filter: UserDashboardFilter) {
    let query = this.db
      .selectFrom('app_user as u')
      .where('u.tenant_pk', 'in', [...filter.visibleTenantPks]);
    if (filter.activeUsers) query = query.where('u.active', '=', true);
    if (filter.afterUserPk) query = query.where('u.user_pk', '>', filter.afterUserPk);
    if (filter.searchInput) {
      const text = filter.searchInput;
      query = query.where((eb) =>
        eb.or([containsText('u.name', text), containsText('u.email', text)]),
      );
    }
    return query;
  }

  async count(filter: UserDashboardFilter): Promise<number> {
    if (filter.visibleTenantPks.length === 0) return 0;
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async page(
    filter: UserDashboardFilter,
    page: { offset: number; limit: number },
  ): Promise<UserDashboardRow[]> {
    if (filter.visibleTenantPks.length === 0) return [];
    // Unless the order needs the totals, the page is picked on the users alone; sorted by
    // totals, it follows the index of user_charge_total.
    const byTotals = filter.order.some((o) => o.key === 'recharges' || o.key === 'consumption');
    let pick = this.filtered(filter).select('u.user_pk');
    if (byTotals) {
      pick = pick.innerJoin(totals.as('c'), (join) => join.onRef('c.user_pk', '=', 'u.user_pk'));
    }
    for (const o of filter.order) pick = pick.orderBy(sql.ref(SORT_COLUMNS[o.key]), o.direction);
    const picked = await pick
      .orderBy(sql.ref(byTotals ? 'c.user_pk' : 'u.user_pk'), 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    const pagePks = picked.map((r) => r.user_pk);
    if (pagePks.length === 0) return [];
    const found = await withTotals(this.db.selectFrom('app_user as u'))
      .where('u.user_pk', 'in', pagePks)
      .execute();
    const byPk = new Map(found.map((r) => [r.user_pk, r]));
    const rows = pagePks.flatMap((pk) => byPk.get(pk) ?? []);
    return rows.map((r) => ({
      ...r,
      recharges: Number(r.recharges),
      consumption: Number(r.consumption),
      charging: Boolean(r.charging),
    }));
  }
}

/** Each user's recharges, Wh and running recharges over the tags it owns (kept by triggers). */
const totals = sql<{ user_pk: number; recharges: number; wh: number; running: number }>`
  user_charge_total`;

/** Users with their charging totals. */
function withTotals(query: SelectQueryBuilder<DB & { u: DB['app_user'] }, 'u', object>) {
  return query
    .leftJoin(totals.as('c'), (join) => join.onRef('c.user_pk', '=', 'u.user_pk'))
    .select([
      'u.user_pk',
      'u.name as user_name',
      'u.doc_type',
      'u.doc_number',
      'u.vehicle_brand',
      'u.email',
      'u.active',
      sql<number>`coalesce(c.recharges, 0)`.as('recharges'),
      sql<number>`coalesce(c.wh, 0)`.as('consumption'),
      sql<boolean>`coalesce(c.running > 0, false)`.as('charging'),
      (eb) =>
        eb
          .selectFrom('ocpp_tag as o')
          .select('o.id_tag')
          .whereRef('o.owner_user_pk', '=', 'u.user_pk')
          .orderBy('o.ocpp_tag_pk')
          .limit(1)
          .as('ocpp_id_tag'),
    ]);
}
