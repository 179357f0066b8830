import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { connectorRankSql, stateOfRankSql, type StationState } from './station-state';

export type StationCounts = Record<StationState | 'total', number>;

export interface TenantEnergy {
  tenantPk: number;
  wh: number;
  co2KgPerKwh: number;
  kwhPerTree: number;
  amountCents: number;
  incomeCents: number;
}

const n = (value: unknown) => Number(value ?? 0);

/**
 * Energy of a transaction in Wh: meter stop minus start; while it runs, the latest
 * Energy.Active.Import.Register reading (kWh converted) minus start. Expects it aliased `x`.
 */
const transactionWh = sql<number>`greatest(coalesce(x.stop_value, (
    select case when m.unit = 'kWh' then m.value_number * 1000 else m.value_number end
    from meter_value m
    where x.stop_value is null and m.transaction_pk = x.transaction_pk
      and m.measurand = 'Energy.Active.Import.Register' and m.phase = ''
      and m.value_number is not null
    order by m.value_timestamp desc limit 1), x.start_value) - x.start_value, 0)`;

/** SQL only: every figure of the home dashboard, scoped to the caller's visible tenants. */
export class StatsRepository {
  /**
   * The page asks stats/sums and stats/info together: both need the same users and station
   * figures, so a query already running for the same arguments is shared, never cached.
   */
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Database) {}

  private shared<T>(key: string, run: () => Promise<T>): Promise<T> {
    const pending = this.running.get(key);
    if (pending) return pending as Promise<T>;
    const started = run().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  /** Transactions started in [from, to], summed per tenant with the tenant's factors. */
  async energyByTenant(
    tenantPks: readonly number[],
    from: Date,
    to: Date,
  ): Promise<TenantEnergy[]> {
    if (tenantPks.length === 0) return [];
    const { rows } = await sql<Record<string, unknown>>`
      select t.tenant_pk, t.co2_saved_kg_per_kwh, t.kwh_per_tree,
        coalesce(sum(${transactionWh}), 0) as wh,
        coalesce(sum(x.transaction_amount), 0) as amount, coalesce(sum(x.income), 0) as income
      from charging_transaction x
      join charge_box b on b.charge_box_pk = x.charge_box_pk
      join tenant t on t.tenant_pk = b.tenant_pk
      where x.start_timestamp >= ${from} and x.start_timestamp <= ${to}
        and b.tenant_pk in (${sql.join(tenantPks)})
      group by t.tenant_pk`.execute(this.db);
    return rows.map((r) => ({
      tenantPk: n(r.tenant_pk),
      wh: n(r.wh),
      co2KgPerKwh: n(r.co2_saved_kg_per_kwh),
      kwhPerTree: n(r.kwh_per_tree),
      amountCents: n(r.amount),
      incomeCents: n(r.income),
    }));
  }

  /** Money of transactions started in [from, end). */
  async money(tenantPks: readonly number[], from: Date, end: Date) {
    if (tenantPks.length === 0) return { amountCents: 0, incomeCents: 0 };
    const { rows } = await sql<{ amount: unknown; income: unknown }>`
      select coalesce(sum(x.transaction_amount), 0) as amount, coalesce(sum(x.income), 0) as income
      from charging_transaction x join charge_box b on b.charge_box_pk = x.charge_box_pk
      where x.start_timestamp >= ${from} and x.start_timestamp < ${end}
        and b.tenant_pk in (${sql.join(tenantPks)})`.execute(this.db);
    return { amountCents: n(rows[0]?.amount), incomeCents: n(rows[0]?.income) };
  }

  /** Users of the visible tenants now: all active ones and those with a running recharge. */
  usersNow(tenantPks: readonly number[]) {
    return this.shared(`users:${tenantPks.join(',')}`, async () => {
      if (tenantPks.length === 0) return { total: 0, inUse: 0 };
      const pks = sql.join(tenantPks);
      const { rows } = await sql<Record<string, unknown>>`
        select
          (select count(*) from app_user u where u.tenant_pk in (${pks}) and u.active) as total,
          (select count(distinct o.owner_user_pk) from charging_transaction x
            join charge_box b on b.charge_box_pk = x.charge_box_pk
            join ocpp_tag o on o.ocpp_tag_pk = x.ocpp_tag_pk
            where x.stop_timestamp is null and b.tenant_pk in (${pks})
              and o.owner_user_pk is not null) as in_use`.execute(this.db);
      return { total: n(rows[0]?.total), inUse: n(rows[0]?.in_use) };
    });
  }

  /** Users registered in the range, and the distinct owners of tags that charged in it. */
  async usersInRange(tenantPks: readonly number[], from: Date, to: Date) {
    if (tenantPks.length === 0) return { registered: 0, charged: 0 };
    const pks = sql.join(tenantPks);
    const { rows } = await sql<Record<string, unknown>>`
      select
        (select count(*) from app_user u where u.tenant_pk in (${pks}) and u.active
          and u.created_at >= ${from} and u.created_at <= ${to}) as registered,
        (select count(distinct o.owner_user_pk) from charging_transaction x
          join charge_box b on b.charge_box_pk = x.charge_box_pk
          join ocpp_tag o on o.ocpp_tag_pk = x.ocpp_tag_pk
          where x.start_timestamp >= ${from} and x.start_timestamp <= ${to}
            and b.tenant_pk in (${pks}) and o.owner_user_pk is not null) as charged`.execute(
      this.db,
    );
    return { registered: n(rows[0]?.registered), charged: n(rows[0]?.charged) };
  }

  /** Active stations of the visible tenants by their current state (see connectorRankSql). */
  stationCounts(tenantPks: readonly number[]): Promise<StationCounts> {
    return this.shared(`stations:${tenantPks.join(',')}`, () => this.queryStationCounts(tenantPks));
  }

  private async queryStationCounts(tenantPks: readonly number[]): Promise<StationCounts> {
    const counts: StationCounts = {
      total: 0,
      charging: 0,
      maintenance: 0,
      available: 0,
      unavailable: 0,
    };
    if (tenantPks.length === 0) return counts;
    const { rows } = await sql<{ state: StationState; count: unknown }>`
      select ${stateOfRankSql(sql`k.rank`, sql`b.online`)} as state, count(*) as count
      from charge_box b
      left join (
        select c.charge_box_pk, max(${connectorRankSql}) as rank
        from connector c
        join charge_box cb on cb.charge_box_pk = c.charge_box_pk
          and cb.tenant_pk in (${sql.join(tenantPks)})
        where c.connector_id > 0 group by c.charge_box_pk
      ) k on k.charge_box_pk = b.charge_box_pk
      where b.tenant_pk in (${sql.join(tenantPks)}) and b.active
      group by 1`.execute(this.db);
    for (const row of rows) {
      counts[row.state] = n(row.count);
      counts.total += n(row.count);
    }
    return counts;
  }

  async treeGoal(tenantPk: number): Promise<number> {
    const row = await this.db
      .selectFrom('tenant')
      .select('tree_goal')
      .where('tenant_pk', '=', tenantPk)
      .executeTakeFirst();
    return row?.tree_goal ?? 100;
  }
}
