import { SMART_CHARGING_RULES as RULES } from './planner-rules';

/** A limit is in force this long after it was sent (delivery and the EV's response). */
const SETTLE_MS = 5_000;

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
 * What a connector draws now, for the non-EV load (meter minus EV draw): its last sample when
 * taken after its limit was in force; before that, the EV is taken to follow its new limit
 * (never above what it showed it takes at most, `capA`).
 */
export function drawEstimateOf(
  reportedA: number,
  reportedAt: number | null,
  limitA: number | null | undefined,
  changedAt: number | null | undefined,
  capA: number,
): number {
  const reported = Math.max(0, reportedA);
  if (limitA === null || limitA === undefined) return reported;
  const settled = reportedAt !== null && changedAt != null && reportedAt > changedAt + SETTLE_MS;
  if (settled || changedAt == null) return Math.min(reported, limitA);
  return Math.min(limitA, capA);
}
