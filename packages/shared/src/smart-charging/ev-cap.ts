import { SMART_CHARGING_RULES as RULES } from './planner-rules';

/** A limit is in force this long after it was sent (delivery and the EV's response). */
const SETTLE_MS = 3_000;
/** An EV drawing within this of its limit follows the limit (it may want more). */
const FOLLOWS_WITHIN_A = 0.5;
/** An EV capped at its own draw is given this much above it. */
const CAP_ABOVE_DRAW_A = 1;
/** A sample this recent comes from a station that samples often enough to trust its raises. */
const OFTEN_MS = (RULES.sampleIntervalS + 0.5) * 1000;

/**
 * What the EV takes at most: when a sample taken well after its limit was sent shows it drawing
 * clearly less, that (plus 1 A) is its own maximum, so the rest goes to the others. Once capped
 * at draw + 1 A it stays capped while it draws the same (it is not "within 0.5 A of its limit"),
 * and is freed when it reaches its limit.
 */
export function evCapOf(
  maxA: number,
  limitA: number | null | undefined,
  changedAt: number | null | undefined,
  drawA: number,
  drawAt: number | null,
): number {
  const settled = drawAt !== null && changedAt != null && drawAt > changedAt + SETTLE_MS;
  if (!settled || !limitA || drawA >= limitA - FOLLOWS_WITHIN_A) return maxA;
  return Math.min(maxA, Math.max(RULES.minimumA, Math.ceil(drawA) + CAP_ABOVE_DRAW_A));
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

/**
 * The most a connector may draw now: while its new limit is on its way and no sample has come
 * since, anything up to the higher of its last sample and its limit (within `capA`); otherwise
 * what `drawEstimateOf` says.
 */
export function drawHighOf(
  now: number,
  reported: { a: number; at: number | null },
  limitA: number | null | undefined,
  changedAt: number | null | undefined,
  capA: number,
): number {
  const estimate = drawEstimateOf(now, reported, limitA, changedAt, capA);
  if (limitA === null || limitA === undefined || changedAt === null || changedAt === undefined)
    return estimate;
  // Only a station that samples often (the interval the balancer sets) will show its raise soon.
  const sampling = reported.at !== null && now - reported.at <= OFTEN_MS;
  const sampledSince = reported.at !== null && reported.at > changedAt;
  if (!sampling || sampledSince || now >= changedAt + SETTLE_MS) return estimate;
  return Math.max(estimate, Math.min(limitA, capA));
}
