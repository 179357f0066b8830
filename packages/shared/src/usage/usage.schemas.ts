import type { LengthOfStayBucket, UsageBucketKind, UsagePeriod } from './usage-rules';

/** One bar: x label and y value; period bars carry their local start and end days. */
export interface UsagePoint {
  x: string;
  y: number;
  startDate?: string;
  endDate?: string;
}

/** Header tiles of the statistics dashboard, over the same period and filters. */
export interface UsageTotals {
  recharges: number;
  durationSeconds: number;
  energyKwh: number;
  autonomyKm: number;
  co2SavedKg: number;
  /** Cents, in `currency`; only for users with DASH_FINANCIAL_INDICATORS. */
  cost?: number;
  income?: number;
  currency?: string;
}

/** GET stations/dashboard/graphs (spec 1 §3 "Chart series"). */
export interface UsageGraphs {
  days: UsagePeriod;
  bucket: UsageBucketKind;
  /** First and last local day of the period (YYYY-MM-DD). */
  fromDate: string;
  toDate: string;
  timeDiff: number;
  autonomyKmPerKwh: number;
  recharge: UsagePoint[];
  /** Seconds. */
  duration: UsagePoint[];
  /** kWh. */
  energy: UsagePoint[];
  /** km. */
  autonomy: UsagePoint[];
  /** Recharges per length of stay. */
  frequency: (UsagePoint & { x: LengthOfStayBucket })[];
  /** Recharges per local starting hour, 0 to 23. */
  popularHours: UsagePoint[];
  /** Recharges per vehicle brand of the tag owner; empty when a user is selected. */
  carBrandUsage: UsagePoint[];
  totals: UsageTotals;
}
