import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/http/http-error';
import { callerZone, type CallerZone } from '../../platform/http/human-time';
import { localMidnight, offsetMs, queryInstant } from '../../platform/http/zone-dates';

export interface StatsRange {
  from: Date;
  to: Date;
  zone: CallerZone;
}

/** The home picker's minimum (spec 1 §5). */
const EARLIEST = { year: 2010, month: 1, day: 1 };
const OFFSET = /^[+-]?\d{1,2}(:?\d{2})?$/;

function isZone(text: string): boolean {
  if (OFFSET.test(text.trim())) return Math.abs(Number.parseFloat(text)) <= 14;
  try {
    new Intl.DateTimeFormat('en', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

/**
 * fromDate and toDate (YYYY-MM-DD as whole local days, or ISO 8601) read in timeZone (IANA name
 * or hour offset; else the X-Timezone-Offset header). Refused: unknown zone, unreadable dates,
 * a start before 2010-01-01 local time, a start after the end.
 */
export function statsRangeOf(
  request: FastifyRequest,
  q: { fromDate: string; toDate: string; timeZone?: string },
): StatsRange {
  if (q.timeZone !== undefined && !isZone(q.timeZone)) {
    throw badRequest('timeZone', 'notATimeZone');
  }
  const zone = callerZone(request, q.timeZone);
  const from = queryInstant(q.fromDate, zone, false);
  if (!from) throw badRequest('fromDate', 'notADateOrInstant');
  const to = queryInstant(q.toDate, zone, true);
  if (!to) throw badRequest('toDate', 'notADateOrInstant');
  if (from < localMidnight(zone, EARLIEST.year, EARLIEST.month, EARLIEST.day)) {
    throw badRequest('fromDate', 'notBefore', { date: '2010-01-01' });
  }
  if (from > to) throw badRequest('fromDate', 'notAfter', { field: 'toDate' });
  return { from, to, zone };
}

/** The local calendar month holding an instant: [start, next month's start). */
export function monthOf(zone: CallerZone, at: Date): { start: Date; end: Date } {
  const local = new Date(at.getTime() + offsetMs(zone, at));
  const [y, m] = [local.getUTCFullYear(), local.getUTCMonth() + 1];
  return { start: localMidnight(zone, y, m, 1), end: localMidnight(zone, y, m + 1, 1) };
}
