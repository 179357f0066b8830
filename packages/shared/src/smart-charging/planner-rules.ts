/** The load balancer's constants (docs/smart-charging.md). */
export const SMART_CHARGING_RULES = {
  /** IEC 61851: an EV is never offered less than this; below it a connector is paused (0 A). */
  minimumA: 6,
  /** The margin kept under the breaker: the larger of this share of it and `marginMinA`. */
  marginShare: 0.03,
  marginMinA: 2,
  /** An increase smaller than this is not sent (a decrease always is). */
  hysteresisA: 1,
  /** At most one new profile per connector in this time. */
  minIntervalMs: 10_000,
  /** A connector charging this long yields to one waiting, and a waiting one goes first after it. */
  turnMs: 300_000,
  /** Meter offline: the EVs share this part of the breaker (after the margin), whatever the building draws. */
  offlineShare: 0.5,
  /** Limits are sent in tenths of an ampere, rounded down. */
  stepA: 0.1,
  /**
   * The MeterValueSampleInterval (s) the balancer sets on the stations of an active site: fresh
   * Current.Import samples let it hand out sooner what an EV does not take.
   */
  sampleIntervalS: 2,
} as const;

/** The margin kept under a breaker of this rated current. */
export function marginOf(breakerA: number): number {
  const { marginShare, marginMinA } = SMART_CHARGING_RULES;
  return Math.max(marginMinA, Math.round(breakerA * marginShare * 10) / 10);
}
