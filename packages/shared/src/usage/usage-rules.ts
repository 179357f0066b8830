/**
 * Usage charts (spec 1 §2 "Statistics dashboard and usage charts", §9): periods, buckets, axis
 * ticks, the brand pie and how durations read. Shared so the server buckets exactly what the
 * dashboard labels.
 */

export const USAGE_PERIODS = [7, 28, 365] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
export const DEFAULT_USAGE_PERIOD: UsagePeriod = 28;

export type UsageBucketKind = 'day' | 'week' | 'month';

/** Daily buckets for 7 days, weekly for 28, monthly for 365. */
export function bucketKindOf(days: UsagePeriod): UsageBucketKind {
  if (days === 7) return 'day';
  if (days === 28) return 'week';
  return 'month';
}

/**
 * Default kilometres of range one kWh gives an average electric car (~15.4 kWh/100 km), for
 * "autonomy gained"; each tenant keeps its own (tenant.autonomy_km_per_kwh).
 */
export const AUTONOMY_KM_PER_KWH = 6.5;

/** Length-of-stay buckets: under 1 h, 1 h-2 h, 2 h-4 h, over 4 h. */
export const LENGTH_OF_STAY_BUCKETS = ['<1h', '1h-2h', '2h-4h', '>4h'] as const;
export type LengthOfStayBucket = (typeof LENGTH_OF_STAY_BUCKETS)[number];

export function lengthOfStayOf(seconds: number): LengthOfStayBucket {
  if (seconds < 3600) return '<1h';
  if (seconds < 2 * 3600) return '1h-2h';
  if (seconds < 4 * 3600) return '2h-4h';
  return '>4h';
}

/** One bar of a period chart; both dates are local calendar days (YYYY-MM-DD), inclusive. */
export interface UsageBucket {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

function dayOf(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function dateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The buckets of a period ending on `today` (a local day): 7 days; 4 weeks of 7 days (the last
 * one ends today); or the 12 calendar months up to the current one (the last ends today).
 */
export function usageBuckets(days: UsagePeriod, today: string): UsageBucket[] {
  const end = dayOf(today);
  const kind = bucketKindOf(days);
  if (kind !== 'month') {
    const width = kind === 'day' ? 1 : 7;
    const count = days / width;
    return Array.from({ length: count }, (_, i) => {
      const last = end - (count - 1 - i) * width * DAY_MS;
      return { startDate: dateOf(last - (width - 1) * DAY_MS), endDate: dateOf(last) };
    });
  }
  const now = new Date(end);
  return Array.from({ length: 12 }, (_, i) => {
    const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1);
    const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 10 + i, 1);
    return { startDate: dateOf(first), endDate: dateOf(Math.min(next - DAY_MS, end)) };
  });
}

/** The x label of a bucket: DD/MM for days and weeks (the week's first day), MM/YYYY for months. */
export function bucketLabel(bucket: UsageBucket, kind: UsageBucketKind): string {
  const [year, month, day] = bucket.startDate.split('-');
  return kind === 'month' ? `${month}/${year}` : `${day}/${month}`;
}

/**
 * Y-axis ticks at 0, 25, 50, 75 and 100 percent of the largest value. A count (`integer`)
 * has whole ticks only: each is rounded and repeats are dropped (a top of 3 gives 0, 1, 2, 3).
 */
export function usageTicks(max: number, integer = false): number[] {
  if (!(max > 0)) return [0];
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  return integer ? [...new Set(ticks.map(Math.round))] : ticks;
}

export interface BrandShare {
  /** The brand, or null for the 'Others' slice. */
  brand: string | null;
  count: number;
  /** Share of all recharges with a known brand, one decimal. */
  percent: number;
}

/** The brand pie: every brand, or the top 5 plus 'Others' when there are more than 6. */
export function brandShares(items: readonly { brand: string; count: number }[]): BrandShare[] {
  const sorted = items
    .filter((i) => i.count > 0)
    .sort((a, b) => b.count - a.count || a.brand.localeCompare(b.brand));
  const total = sorted.reduce((sum, i) => sum + i.count, 0);
  const percent = (count: number) => Math.round((count / total) * 1000) / 10;
  const shown: { brand: string | null; count: number }[] =
    sorted.length > 6
      ? [
          ...sorted.slice(0, 5),
          { brand: null, count: sorted.slice(5).reduce((sum, i) => sum + i.count, 0) },
        ]
      : sorted;
  return shown.map((i) => ({ ...i, percent: percent(i.count) }));
}

/** Dropdown options are cut at 32 characters with an ellipsis; the filter input takes 40. */
export const DROPDOWN_TEXT_MAX = 32;
export const DROPDOWN_FILTER_MAX = 40;

export function cutDropdownText(text: string, max = DROPDOWN_TEXT_MAX): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
