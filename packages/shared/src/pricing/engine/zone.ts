/**
 * Wall-clock math in an IANA zone with Intl only. The offset (local − UTC) is constant between
 * transitions; within such a stretch local time is UTC plus the offset, a plain shift.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in ms. */
export function offsetAt(timeZone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const local = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return local - Math.floor(ms / 1000) * 1000;
}

export interface OffsetStretch {
  from: number;
  to: number;
  offset: number;
}

/** No zone changes its offset twice within this step. */
const PROBE_MS = 6 * 3_600_000;

/** The first instant in (lo, hi] whose offset differs from `offset` (hi's does). */
function transition(timeZone: string, lo: number, hi: number, offset: number): number {
  let low = lo;
  let high = hi;
  while (high - low > 1) {
    const mid = low + Math.floor((high - low) / 2);
    if (offsetAt(timeZone, mid) === offset) low = mid;
    else high = mid;
  }
  return high;
}

/** [from, to) cut where the zone's offset changes. */
export function offsetStretches(timeZone: string, from: number, to: number): OffsetStretch[] {
  const stretches: OffsetStretch[] = [];
  let start = from;
  let offset = offsetAt(timeZone, from);
  let probe = from;
  while (probe < to - 1) {
    const next = Math.min(probe + PROBE_MS, to - 1);
    const nextOffset = offsetAt(timeZone, next);
    if (nextOffset !== offset) {
      const at = transition(timeZone, probe, next, offset);
      stretches.push({ from: start, to: at, offset });
      start = at;
      offset = offsetAt(timeZone, at);
      probe = at;
    } else probe = next;
  }
  stretches.push({ from: start, to, offset });
  return stretches;
}
