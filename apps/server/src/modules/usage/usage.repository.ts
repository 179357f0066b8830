import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { transactionWhSql } from '../meters';
import { rechargeMoneySql } from '../transactions';

export interface UsageFilter {
  visibleTenantPks: readonly number[];
  /** Start instants in [from, to). */
  from: Date;
  to: Date;
  /** Minutes added to UTC to read local days and hours. */
  offsetMinutes: number;
  chargeBoxPk?: number;
  userPk?: number;
}

/** Recharges of one local day. */
export interface UsageDay {
  day: string;
  count: number;
  seconds: number;
  wh: number;
  amountCents: number;
  incomeCents: number;
  /** Range gained and CO2 avoided, each with the factors of the station's tenant. */
  km: number;
  co2Kg: number;
}

/** Recharges per local day, and their counts per local starting hour and length of stay. */
export interface UsageCells {
  days: UsageDay[];
  /** 24 counts, by local starting hour. */
  perHour: number[];
  /** Counts by length-of-stay bucket (0: under 1 h … 3: over 4 h). */
  perStay: number[];
}

const n = (value: unknown) => Number(value ?? 0);

/** SQL only: usage of the caller's visible stations, always scoped by tenant. */
export class UsageRepository {
  constructor(private readonly db: Database) {}

  private where(f: UsageFilter) {
    return sql`b.tenant_pk in (${sql.join([...f.visibleTenantPks])})
      and x.start_timestamp >= ${f.from} and x.start_timestamp < ${f.to}
      ${f.chargeBoxPk ? sql`and x.charge_box_pk = ${f.chargeBoxPk}` : sql``}
      ${f.userPk ? sql`and g.owner_user_pk = ${f.userPk}` : sql``}`;
  }

  /**
   * One statement grouped three ways at once (grouping sets): by local day, by local starting
   * hour and by length of stay, so a year comes back as about 400 rows whatever the number of
   * recharges or hours.
   */
  async cells(f: UsageFilter): Promise<UsageCells> {
    const cells: UsageCells = {
      days: [],
      perHour: Array.from({ length: 24 }, () => 0),
      perStay: [0, 0, 0, 0],
    };
    if (f.visibleTenantPks.length === 0) return cells;
    const { rows } = await sql<Record<string, unknown>>`
      select to_char(s.day, 'YYYY-MM-DD') as day, s.hour, s.stay,
        sum(s.count) as count, sum(s.seconds) as seconds, sum(s.wh) as wh,
        coalesce(sum(s.amount), 0) as amount, coalesce(sum(s.income), 0) as income,
        sum(s.wh * s.km_per_kwh) / 1000 as km, sum(s.wh * s.co2_per_kwh) / 1000 as co2
      from (
        select u.local_start::date as day, extract(hour from u.local_start)::int as hour,
          u.stay, u.count, u.seconds, u.wh, u.amount, u.income, u.km_per_kwh, u.co2_per_kwh
        from (${this.byHour(f) ? this.hourRows(f) : this.transactionRows(f, false)}
          ${this.byHour(f) ? sql`union all ${this.transactionRows(f, true)}` : sql``}) u
      ) s
      group by grouping sets ((s.day), (s.hour), (s.stay))`.execute(this.db);
    for (const r of rows) {
      if (r.day !== null) {
        cells.days.push({
          day: String(r.day),
          count: n(r.count),
          seconds: n(r.seconds),
          wh: n(r.wh),
          amountCents: n(r.amount),
          incomeCents: n(r.income),
          km: n(r.km),
          co2Kg: n(r.co2),
        });
      } else if (r.hour !== null) {
        cells.perHour[n(r.hour)] = n(r.count);
      } else if (r.stay !== null) {
        cells.perStay[n(r.stay)] = n(r.count);
      }
    }
    return cells;
  }

  /**
   * Without a station or user filter and with whole-hour offsets, stopped recharges are read
   * from the hourly totals (usage_hour) and only running ones from their rows.
   */
  private byHour(f: UsageFilter): boolean {
    return !f.chargeBoxPk && !f.userPk && f.offsetMinutes % 60 === 0;
  }

  private hourRows(f: UsageFilter) {
    return sql`
      select h.hour_start + make_interval(mins => ${f.offsetMinutes}) as local_start, h.stay,
        h.recharges as count, h.seconds, h.wh, h.amount, h.income,
        t.autonomy_km_per_kwh as km_per_kwh, t.co2_saved_kg_per_kwh as co2_per_kwh
      from usage_hour h
      join tenant t on t.tenant_pk = h.tenant_pk
      where h.tenant_pk in (${sql.join([...f.visibleTenantPks])}) and h.recharges <> 0
        and h.hour_start >= (${f.from}::timestamptz at time zone 'UTC')
        and h.hour_start < (${f.to}::timestamptz at time zone 'UTC')`;
  }

  /**
   * One row per recharge (only the running ones when the hourly totals hold the rest); a
   * running one with its energy and money so far.
   */
  private transactionRows(f: UsageFilter, runningOnly: boolean) {
    const money = rechargeMoneySql(sql`e.wh`);
    return sql`
      select r.local_start, case when r.seconds < 3600 then 0 when r.seconds < 7200 then 1
          when r.seconds < 14400 then 2 else 3 end as stay,
        1 as count, r.seconds, r.wh, r.amount, r.income, r.km_per_kwh, r.co2_per_kwh
      from (
        select (x.start_timestamp at time zone 'UTC') + make_interval(mins => ${f.offsetMinutes})
            as local_start,
          greatest(extract(epoch from (coalesce(x.stop_timestamp, now()) - x.start_timestamp)), 0)
            as seconds,
          e.wh, ${money.amount} as amount, ${money.income} as income,
          t.autonomy_km_per_kwh as km_per_kwh, t.co2_saved_kg_per_kwh as co2_per_kwh
        from charging_transaction x
        join charge_box b on b.charge_box_pk = x.charge_box_pk
        join tenant t on t.tenant_pk = b.tenant_pk
        left join ocpp_tag g on g.ocpp_tag_pk = x.ocpp_tag_pk
        cross join lateral (select ${transactionWhSql} as wh) e
        where ${this.where(f)} ${runningOnly ? sql`and x.stop_timestamp is null` : sql``}
      ) r`;
  }

  /** Recharges per vehicle brand of the tag owner (recharges without a known brand left out). */
  async brands(f: UsageFilter): Promise<{ brand: string; count: number }[]> {
    if (f.visibleTenantPks.length === 0) return [];
    const { rows } = await sql<{ brand: string; count: unknown }>`
      select trim(u.vehicle_brand) as brand, count(*) as count
      from charging_transaction x
      join charge_box b on b.charge_box_pk = x.charge_box_pk
      left join ocpp_tag g on g.ocpp_tag_pk = x.ocpp_tag_pk
      join app_user u on u.user_pk = g.owner_user_pk
      where ${this.where(f)} and coalesce(trim(u.vehicle_brand), '') <> ''
      group by 1`.execute(this.db);
    return rows.map((r) => ({ brand: r.brand, count: n(r.count) }));
  }

  async stationVisible(chargeBoxPk: number, tenantPks: readonly number[]): Promise<boolean> {
    if (tenantPks.length === 0) return false;
    const row = await this.db
      .selectFrom('charge_box')
      .select('charge_box_pk')
      .where('charge_box_pk', '=', chargeBoxPk)
      .where('tenant_pk', 'in', [...tenantPks])
      .executeTakeFirst();
    return row !== undefined;
  }

  async userVisible(userPk: number, tenantPks: readonly number[]): Promise<boolean> {
    if (tenantPks.length === 0) return false;
    const row = await this.db
      .selectFrom('app_user')
      .select('user_pk')
      .where('user_pk', '=', userPk)
      .where('tenant_pk', 'in', [...tenantPks])
      .executeTakeFirst();
    return row !== undefined;
  }
}
