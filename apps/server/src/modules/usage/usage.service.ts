import {
  AUTONOMY_KM_PER_KWH,
  LENGTH_OF_STAY_BUCKETS,
  bucketKindOf,
  bucketLabel,
  usageBuckets,
  type UsageGraphs,
  type UsagePeriod,
} from '@chargedeck/shared';
import { notFound } from '../../platform/http/http-error';
import type { UsageRepository } from './usage.repository';

export interface UsageQuery {
  visibleTenantPks: readonly number[];
  days: UsagePeriod;
  /** Local minus UTC, in hours. */
  timeDiff: number;
  chargeBoxPk?: number;
  userPk?: number;
  /** Money tiles only for finance users; the tenant's currency then. */
  currency?: string;
  /** The caller's tenant factor, told with the charts (each recharge uses its own tenant's). */
  autonomyKmPerKwh?: number;
  now?: Date;
}

const DAY_MS = 86_400_000;
const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** The usage charts and their header tiles from the recharges of visible stations. */
export class UsageService {
  constructor(private readonly usage: UsageRepository) {}

  async graphs(q: UsageQuery): Promise<UsageGraphs> {
    const tenants = q.visibleTenantPks;
    if (q.chargeBoxPk && !(await this.usage.stationVisible(q.chargeBoxPk, tenants)))
      throw notFound('stationNotFound');
    if (q.userPk && !(await this.usage.userVisible(q.userPk, tenants)))
      throw notFound('userNotFound');

    const offsetMinutes = Math.round(q.timeDiff * 60);
    const offsetMs = offsetMinutes * 60_000;
    const now = (q.now ?? new Date()).getTime();
    const today = new Date(now + offsetMs).toISOString().slice(0, 10);
    const buckets = usageBuckets(q.days, today);
    const kind = bucketKindOf(q.days);
    const first = buckets[0]!.startDate;
    const last = buckets[buckets.length - 1]!.endDate;
    const filter = {
      visibleTenantPks: tenants,
      from: new Date(Date.parse(`${first}T00:00:00Z`) - offsetMs),
      to: new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS - offsetMs),
      offsetMinutes,
      chargeBoxPk: q.chargeBoxPk,
      userPk: q.userPk,
    };
    const [cells, brands] = await Promise.all([
      this.usage.cells(filter),
      q.userPk ? Promise.resolve([]) : this.usage.brands(filter),
    ]);

    const perBucket = buckets.map(() => ({ count: 0, seconds: 0, wh: 0, km: 0 }));
    const totals = { count: 0, seconds: 0, wh: 0, km: 0, co2: 0, amount: 0, income: 0 };
    for (const day of cells.days) {
      const i = buckets.findIndex((b) => b.startDate <= day.day && day.day <= b.endDate);
      if (i < 0) continue;
      const bucket = perBucket[i]!;
      bucket.count += day.count;
      bucket.seconds += day.seconds;
      bucket.wh += day.wh;
      bucket.km += day.km;
      totals.count += day.count;
      totals.seconds += day.seconds;
      totals.wh += day.wh;
      totals.km += day.km;
      totals.co2 += day.co2Kg;
      totals.amount += day.amountCents;
      totals.income += day.incomeCents;
    }
    const { perHour, perStay } = cells;
    const series = (value: (b: (typeof perBucket)[number]) => number) =>
      buckets.map((b, i) => ({
        x: bucketLabel(b, kind),
        y: value(perBucket[i]!),
        startDate: b.startDate,
        endDate: b.endDate,
      }));
    return {
      days: q.days,
      bucket: kind,
      fromDate: first,
      toDate: last,
      timeDiff: q.timeDiff,
      autonomyKmPerKwh: q.autonomyKmPerKwh ?? AUTONOMY_KM_PER_KWH,
      recharge: series((b) => b.count),
      duration: series((b) => Math.round(b.seconds)),
      energy: series((b) => round(b.wh / 1000, 3)),
      autonomy: series((b) => round(b.km, 1)),
      frequency: LENGTH_OF_STAY_BUCKETS.map((x, i) => ({ x, y: perStay[i] ?? 0 })),
      popularHours: perHour.map((y, hour) => ({ x: String(hour), y })),
      carBrandUsage: brands
        .sort((a, b) => b.count - a.count || a.brand.localeCompare(b.brand))
        .map((b) => ({ x: b.brand, y: b.count })),
      totals: {
        recharges: totals.count,
        durationSeconds: Math.round(totals.seconds),
        energyKwh: round(totals.wh / 1000, 3),
        autonomyKm: round(totals.km, 1),
        co2SavedKg: round(totals.co2, 1),
        ...(q.currency ? { cost: totals.amount, income: totals.income, currency: q.currency } : {}),
      },
    };
  }
}
