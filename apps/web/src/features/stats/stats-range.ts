import dayjs, { type Dayjs } from 'dayjs';
import type { StatsRange } from './home-types';

/** Spec 1 §5: the home picker's bounds. */
export const EARLIEST_DAY = dayjs('2010-01-01');

/** Last 7 days: six days ago 00:00:00 to today 23:59:59. */
export function defaultRange(now = dayjs()): [Dayjs, Dayjs] {
  return [now.subtract(6, 'day').startOf('day'), now.endOf('day')];
}

export function isOutOfRange(day: Dayjs, now = dayjs()): boolean {
  return day.isBefore(EARLIEST_DAY, 'day') || day.isAfter(now.endOf('day'));
}

export function rangeQueryOf([from, to]: [Dayjs, Dayjs]): StatsRange {
  return { fromDate: from.format('YYYY-MM-DD'), toDate: to.format('YYYY-MM-DD') };
}
