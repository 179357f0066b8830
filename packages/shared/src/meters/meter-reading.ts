/**
 * Site energy meter rules (spec 3 §3 "Meter", §9): status 1 is online, a meter with no reading
 * for 30 s is offline, `phaseMaxValue` is the highest phase current rounded up to one decimal.
 */
export const METER_ONLINE = 1;
export const METER_OFFLINE = 0;
export const METER_OFFLINE_AFTER_SECONDS = 30;
/** A reading dated this far ahead of the server's clock is refused (clock skew allowed). */
export const METER_FUTURE_TOLERANCE_SECONDS = 5;
/** The highest current a reading may carry, per phase (A). */
export const METER_MAX_AMPS = 1000;

/** Phase currents in A: keys 01, 02, 03 are phases A, B, C. */
export interface MeterPhases {
  '01': number;
  '02': number;
  '03': number;
}

/** The highest phase current rounded up to one decimal (12.31 → 12.4, 12.3 → 12.3). */
export function phaseMaxValueOf(phases: MeterPhases): number {
  const max = Math.max(phases['01'], phases['02'], phases['03']);
  // Rounded to 1e-6 first, so 12.3 (12.300000000000001 × 10) stays 12.3.
  return Math.ceil(Math.round(max * 1e6) / 1e5) / 10;
}

/** Whether a meter read at `readAt` is online at `now` (no reading for 30 s: offline). */
export function isMeterOnline(readAt: Date | null, now: Date): boolean {
  return readAt !== null && now.getTime() - readAt.getTime() < METER_OFFLINE_AFTER_SECONDS * 1000;
}

/**
 * A MAC address as stored and shown: six upper-case hex pairs with colons. Accepts colons,
 * hyphens or nothing between the pairs; undefined when it is not a MAC address.
 */
export function normalizeMac(input: string): string | undefined {
  const text = input.trim();
  if (!/^[0-9a-fA-F]{2}([:-]?[0-9a-fA-F]{2}){5}$/.test(text)) return undefined;
  const hex = text.replace(/[:-]/g, '').toUpperCase();
  return (hex.match(/.{2}/g) ?? []).join(':');
}
