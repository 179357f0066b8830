import { METER_FUTURE_TOLERANCE_SECONDS, METER_OFFLINE_AFTER_SECONDS } from '@chargedeck/shared';

/** Why a reading's time is refused: older than the offline delay, or ahead of our clock. */
export type ReadingTimeProblem = 'stale' | 'future';

/**
 * A reading older than 30 s says nothing about now (the meter would already count as offline);
 * one more than 5 s ahead of the server's clock is from a meter whose clock is wrong.
 */
export function readingTimeProblem(readAt: Date, now: Date): ReadingTimeProblem | undefined {
  const ageMs = now.getTime() - readAt.getTime();
  if (ageMs >= METER_OFFLINE_AFTER_SECONDS * 1000) return 'stale';
  if (-ageMs > METER_FUTURE_TOLERANCE_SECONDS * 1000) return 'future';
  return undefined;
}
