import type { ChargingProfile, ChargingSchedulePeriod } from '@chargedeck/shared/ocpp16';

const DAY_MS = 86_400_000;
const CYCLE_MS = { Daily: DAY_MS, Weekly: 7 * DAY_MS } as const;

export interface InstalledProfile {
  connectorId: number;
  profile: ChargingProfile;
  installedAt: number;
}

const time = (iso: string | undefined): number | undefined =>
  iso === undefined ? undefined : Date.parse(iso);

function isValidAt(profile: ChargingProfile, at: number): boolean {
  const from = time(profile.validFrom);
  const to = time(profile.validTo);
  return (from === undefined || from <= at) && (to === undefined || at < to);
}

/** When the schedule that applies at `at` began (a recurring one restarts every cycle). */
export function scheduleStart(
  installed: InstalledProfile,
  at: number,
  txStartedAt: number | undefined,
): number {
  const { profile } = installed;
  const anchor =
    time(profile.chargingSchedule.startSchedule) ??
    time(profile.validFrom) ??
    installed.installedAt;
  switch (profile.chargingProfileKind) {
    case 'Relative':
      return txStartedAt ?? at;
    case 'Absolute':
      return anchor;
    case 'Recurring': {
      const cycle = CYCLE_MS[profile.recurrencyKind ?? 'Daily'];
      return anchor + Math.floor((at - anchor) / cycle) * cycle;
    }
  }
}

/** The schedule period in force at `at`, if the profile limits anything then. */
export function periodAt(
  installed: InstalledProfile,
  at: number,
  txStartedAt: number | undefined,
): ChargingSchedulePeriod | undefined {
  const { profile } = installed;
  if (!isValidAt(profile, at)) return undefined;
  const elapsedSec = (at - scheduleStart(installed, at, txStartedAt)) / 1000;
  const { duration, chargingSchedulePeriod } = profile.chargingSchedule;
  if (elapsedSec < 0 || (duration !== undefined && elapsedSec >= duration)) return undefined;
  let current: ChargingSchedulePeriod | undefined;
  for (const period of chargingSchedulePeriod) {
    if (period.startPeriod <= elapsedSec && (!current || period.startPeriod >= current.startPeriod))
      current = period;
  }
  return current;
}

/** Instants in (from, to) where this profile's limit may change. */
export function changePoints(
  installed: InstalledProfile,
  from: number,
  to: number,
  txStartedAt: number | undefined,
): number[] {
  const { profile } = installed;
  const points = [time(profile.validFrom), time(profile.validTo)].filter(
    (t): t is number => t !== undefined,
  );
  const { duration, chargingSchedulePeriod } = profile.chargingSchedule;
  const cycle =
    profile.chargingProfileKind === 'Recurring' ? CYCLE_MS[profile.recurrencyKind ?? 'Daily'] : 0;
  let start = scheduleStart(installed, from, txStartedAt);
  do {
    for (const period of chargingSchedulePeriod) points.push(start + period.startPeriod * 1000);
    if (duration !== undefined) points.push(start + duration * 1000);
    start += cycle;
  } while (cycle > 0 && start < to);
  return points.filter((t) => t > from && t < to);
}
