import { SMART_CHARGING_RULES as RULES } from './planner-rules';

/** A limit is in force this long after it was sent (delivery and the EV's response). */
const SETTLE_MS = 3_000;

/**
 * What the EV takes at most: when a sample taken well after its limit was sent shows it drawing
 * clearly less, that (plus 1 A) is its own maximum, so the rest goes to the others.
 */
export function evCapOf(
  maxA: number,
  limitA: number | null | undefined,
  changedAt: number | null | undefined,
  drawA: number,
  drawAt: number | null,
): number {
  const settled = drawAt !== null && changedAt != null && drawAt > changedAt + SETTLE_MS;
  if (!settled || !limitA || drawA >= limitA - 1) return maxA;
  return Math.min(maxA, Math.max(RULES.minimumA, Math.ceil(drawA) + 1));
}

/**
 * What a connector draws now, for the non-EV load (meter minus EV draw). Its last sample, never
 * above its limit, while that sample is the latest word: taken after the limit was in force, or
 * while a new limit may still be on its way (the lower figure keeps the non-EV load high, the
 * safe side). Once the limit is in force and no sample has come since, the EV is taken to
 * follow it, never above what it showed it takes at most (`capA`).
 */
export function drawEstimateOf(
  now: number,
  reported: { a: number; at: number | null },
  limitA: number | null | undefined,
  changedAt: number | null | undefined,
  capA: number,
): number {
  const drawn = Math.max(0, reported.a);
  if (limitA === null || limitA === undefined || changedAt === null || changedAt === undefined)
    return drawn;
  const inForce = changedAt + SETTLE_MS;
  const fresh = reported.at !== null && reported.at > inForce;
  if (fresh || now < inForce) return Math.min(drawn, limitA);
  return Math.min(limitA, capA);
}
