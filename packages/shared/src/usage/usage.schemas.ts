import { z } from 'zod';
import { LENGTH_OF_STAY_BUCKETS, USAGE_PERIODS } from './usage-rules';

/** One bar: x label and y value; period bars carry their local start and end days. */
export const usagePoint = z.object({
  x: z.string(),
  y: z.number(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});
export type UsagePoint = z.infer<typeof usagePoint>;

/** Header tiles of the statistics dashboard, over the same period and filters. */
export const usageTotals = z.object({
  recharges: z.number(),
  durationSeconds: z.number(),
  energyKwh: z.number(),
  autonomyKm: z.number(),
  co2SavedKg: z.number(),
  /** Cents, in `currency`; only for users with DASH_FINANCIAL_INDICATORS. */
  cost: z.number().optional(),
  income: z.number().optional(),
  currency: z.string().optional(),
});
export type UsageTotals = z.infer<typeof usageTotals>;

/** GET stations/dashboard/graphs (spec 1 §3 "Chart series"). */
export const usageGraphs = z.object({
  days: z.union(USAGE_PERIODS.map((days) => z.literal(days))),
  bucket: z.enum(['day', 'week', 'month']),
  /** First and last local day of the period (YYYY-MM-DD). */
  fromDate: z.string(),
  toDate: z.string(),
  timeDiff: z.number(),
  autonomyKmPerKwh: z.number(),
  recharge: z.array(usagePoint),
  /** Seconds. */
  duration: z.array(usagePoint),
  /** kWh. */
  energy: z.array(usagePoint),
  /** km. */
  autonomy: z.array(usagePoint),
  /** Recharges per length of stay. */
  frequency: z.array(usagePoint.extend({ x: z.enum(LENGTH_OF_STAY_BUCKETS) })),
  /** Recharges per local starting hour, 0 to 23. */
  popularHours: z.array(usagePoint),
  /** Recharges per vehicle brand of the tag owner; empty when a user is selected. */
  carBrandUsage: z.array(usagePoint),
  totals: usageTotals,
});
export type UsageGraphs = z.infer<typeof usageGraphs>;
