import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/db/database';
import { transactionWhSql } from '../meters';
import { rechargeMoneySql } from '../transactions';
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

export interface RangeFigures {
  energy: TenantEnergy[];
  charged: number;
  registered: number;
}

const n = (value: unknown) => Number(value ?? 0);
const HOUR_MS = 3_600_000;

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

  /**
   * Recharges started in [from, to]: energy and money per tenant (with the tenant's factors),
   * the distinct tag owners who charged, and the users registered in the range.
   */
  async rangeFigures(tenantPks: readonly number[], from: Date, to: Date): Promise<RangeFigures> {
    if (tenantPks.length === 0) return { energy: [], charged: 0, registered: 0 };
    const pks = sql.join(tenantPks);
    const { rows } = await sql<{ energy: string | null; charged: unknown; registered: unknown }>`
      with parts as (${rechargeParts(pks, from, new Date(to.getTime() + 1))})
      select
        (select json_agg(json_build_array(e.tenant_pk, e.wh, e.amount, e.income,
            t.co2_saved_kg_per_kwh, t.kwh_per_tree))
          from (select tenant_pk, sum(wh) as wh, coalesce(sum(amount), 0) as amount,
              coalesce(sum(income), 0) as income
            from parts group by tenant_pk) e
          join tenant t on t.tenant_pk = e.tenant_pk)::text as energy,
        (select count(distinct o.owner_user_pk) from ocpp_tag o
          where o.owner_user_pk is not null and exists (
            select 1 from charging_transaction x
            join charge_box b on b.charge_box_pk = x.charge_box_pk
            where x.ocpp_tag_pk = o.ocpp_tag_pk
              and x.start_timestamp >= ${from} and x.start_timestamp <= ${to}
              and b.tenant_pk in (${pks}))) as charged,
        (select count(*) from app_user u where u.tenant_pk in (${pks}) and u.active
          and u.created_at >= ${from} and u.created_at <= ${to}) as registered`.execute(this.db);
    const r = rows[0];
    const tuples = JSON.parse(r?.energy ?? '[]') as number[][];
    return {
      energy: tuples.map(([tenantPk, wh, amount, income, co2, perTree]) => ({
        tenantPk: n(tenantPk),
        wh: n(wh),
        amountCents: n(amount),
        incomeCents: n(income),
        co2KgPerKwh: n(co2),
        kwhPerTree: n(perTree),
      })),
      charged: n(r?.charged),
      registered: n(r?.registered),
    };
  }

  /** Money of the recharges started in [from, end). */
  async money(tenantPks: readonly number[], from: Date, end: Date) {
    if (tenantPks.length === 0) return { amountCents: 0, incomeCents: 0 };
    const { rows } = await sql<{ amount: unknown; income: unknown }>`
      select coalesce(sum(m.amount), 0) as amount, coalesce(sum(m.income), 0) as income
      from (${rechargeParts(sql.join(tenantPks), from, end)}) m`.execute(this.db);
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

/** Money of a recharge: as settled at its stop, or priced now while it runs (energy `e.wh`). */
const money = rechargeMoneySql(sql`e.wh`);

/**
 * Recharges started in [from, end) as rows of (tenant_pk, wh, amount, income): stopped recharges
 * of the whole UTC hours inside come from the hourly totals (usage_hour), the edges and running
 * recharges from their own rows, a running one with its energy and money so far.
 */
function rechargeParts(pks: RawBuilder<unknown>, from: Date, end: Date) {
  const firstHour = new Date(Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS);
  const lastHour = new Date(Math.floor(end.getTime() / HOUR_MS) * HOUR_MS);
  const hourly = firstHour < lastHour;
  return sql`
    select b.tenant_pk, e.wh, ${money.amount} as amount, ${money.income} as income
    from charging_transaction x
    join charge_box b on b.charge_box_pk = x.charge_box_pk
    cross join lateral (select ${transactionWhSql} as wh) e
    where x.start_timestamp >= ${from} and x.start_timestamp < ${end}
      and b.tenant_pk in (${pks})
      ${
        hourly
          ? sql`and (x.stop_timestamp is null or x.start_timestamp < ${firstHour}
              or x.start_timestamp >= ${lastHour})`
          : sql``
      }
    ${
      hourly
        ? sql`union all
          select h.tenant_pk, h.wh, h.amount, h.income from usage_hour h
          where h.tenant_pk in (${pks}) and h.recharges <> 0
            and h.hour_start >= (${firstHour}::timestamptz at time zone 'UTC')
            and h.hour_start < (${lastHour}::timestamptz at time zone 'UTC')`
        : sql``
    }`;
}
