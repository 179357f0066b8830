import { zoneFormat, type CallerZone } from './human-time';

/** Local time minus UTC, in milliseconds, at an instant. */
export function offsetMs(zone: CallerZone, at: Date): number {
  if (!('iana' in zone)) return zone.offsetHours * 3_600_000;
  const parts = Object.fromEntries(
    zoneFormat(zone.iana)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local calendar day starts in the zone. */
export function localMidnight(zone: CallerZone, year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  return new Date(guess - offsetMs(zone, new Date(guess)));
}

/** First instant of the caller's current month. */
export function monthStartOf(zone: CallerZone, now = new Date()): Date {
  const local = new Date(now.getTime() + offsetMs(zone, now));
  return localMidnight(zone, local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A query date: `YYYY-MM-DD` (a whole local day: its start, or its end with `end`) or ISO 8601. */
export function queryInstant(text: string, zone: CallerZone, end: boolean): Date | undefined {
  const day = DAY.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const start = localMidnight(zone, y, m, d + (end ? 1 : 0));
    return end ? new Date(start.getTime() - 1) : start;
  }
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
