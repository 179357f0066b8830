import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, formatterOf, pickLanguage } from '@chargedeck/shared';

/** The zone a caller reads times in: `timeZone` (IANA name or hour offset), else X-Timezone-Offset. */
export type CallerZone = { iana: string } | { offsetHours: number };

const OFFSET = /^([+-]?\d{1,2})(?::?(\d{2}))?$/;

function offsetOf(text: string): number | undefined {
  const match = OFFSET.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0) / 60;
  const value = hours < 0 || match[1]?.startsWith('-') ? hours - minutes : hours + minutes;
  return Math.abs(value) <= 14 ? value : undefined;
}

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function callerZone(request: FastifyRequest, timeZone?: string): CallerZone {
  if (timeZone) {
    const offset = offsetOf(timeZone);
    if (offset !== undefined) return { offsetHours: offset };
    if (isIanaZone(timeZone)) return { iana: timeZone };
  }
  const header = request.headers['x-timezone-offset'];
  const offset = typeof header === 'string' ? offsetOf(header) : undefined;
  return { offsetHours: offset ?? 0 };
}

/** Date formatters by zone, kept: building one costs far more than using it (exports). */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** A reused en-GB, 24-hour, numeric date-and-time format of an IANA zone. */
export function zoneFormat(iana: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(iana);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: iana,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    if (zoneFormats.size < 500) zoneFormats.set(iana, format);
  }
  return format;
}

/** DD/MM/YYYY HH:mm:ss (MM/DD in English) in the caller's zone, through the shared formatter. */
export function humanTimestamp(
  date: Date | string,
  zone: CallerZone,
  locale: string = DEFAULT_LOCALE,
): string {
  const at = new Date(date);
  if ('iana' in zone) return formatterOf(locale, { timeZone: zone.iana }).dateTime(at, true);
  const shifted = new Date(at.getTime() + zone.offsetHours * 3_600_000);
  return formatterOf(locale, { timeZone: 'UTC' }).dateTime(shifted, true);
}

/** The language a caller reads: the first of `Accept-Language` this product speaks, else pt-BR. */
export function requestLanguage(request: FastifyRequest): string {
  return pickLanguage(request.headers['accept-language']);
}
