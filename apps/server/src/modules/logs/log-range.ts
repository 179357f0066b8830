import { badRequest } from '../../platform/http/http-error';

/** Spec 1 §5/§9: a download covers at most 5 days apart, nothing in the future, 4 months back. */
export const LOG_RANGE_MAX_DAYS = 5;
export const LOG_RANGE_MAX_MONTHS_BACK = 4;

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** The UTC day `months` calendar months before `day` (clamped to the month's end). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(d, lastDay.getUTCDate()));
  return target.toISOString().slice(0, 10);
}

/**
 * Checks a download range against "today" (the caller's local day when that is ahead of UTC,
 * so a user east of Greenwich may ask for the day that is already theirs).
 */
export function checkLogRange(dateFrom: string, dateTo: string, today: string): void {
  if (Number.isNaN(dayNumber(dateFrom))) throw badRequest('dateFrom', 'notAValidDate');
  if (Number.isNaN(dayNumber(dateTo))) throw badRequest('dateTo', 'notAValidDate');
  if (dateFrom > dateTo) throw badRequest('dateFrom', 'notAfter', { field: 'dateTo' });
  if (dateTo > today) throw badRequest('dateTo', 'notInFuture');
  if (dateFrom < monthsBefore(today, LOG_RANGE_MAX_MONTHS_BACK))
    throw badRequest('dateFrom', 'notMonthsAgo', { months: LOG_RANGE_MAX_MONTHS_BACK });
  if (dayNumber(dateTo) - dayNumber(dateFrom) > LOG_RANGE_MAX_DAYS)
    throw badRequest('dateTo', 'atMostDaysAfter', { days: LOG_RANGE_MAX_DAYS, field: 'dateFrom' });
}

/** The caller's "today": UTC, or its local day when X-Timezone-Offset puts it ahead of UTC. */
export function callerToday(now: Date, offsetHours: number | undefined): string {
  const utc = now.toISOString().slice(0, 10);
  if (!offsetHours || offsetHours <= 0 || offsetHours > 14) return utc;
  const local = new Date(now.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10);
  return local > utc ? local : utc;
}
