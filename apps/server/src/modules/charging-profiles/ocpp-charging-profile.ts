import {
  schedulePeriods,
  type ChargingProfileBody,
  type ChargingProfileForm,
  type ChargingProfileListItem,
  type ProfileInterval,
} from '@chargedeck/shared';
import type { ChargingProfile } from '@chargedeck/shared/ocpp16';
import type { ChargingProfileRow } from './charging-profiles.repository';

const DAY_MS = 86_400_000;

/** Minutes the zone is ahead of UTC at this instant (e.g. -180 for America/Sao_Paulo). */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The last local midnight of the tenant's zone, as the start of a daily recurring schedule. */
export function lastLocalMidnight(timeZone: string, now = new Date()): Date {
  const offset = zoneOffsetMinutes(timeZone, now) * 60_000;
  const local = now.getTime() + offset;
  return new Date(local - (local % DAY_MS) - offset);
}

export function bodyOf(row: ChargingProfileRow): ChargingProfileBody {
  return {
    description: row.description,
    currentLimitDefault: Number(row.current_limit_default),
    intervals: row.intervals as ProfileInterval[],
  };
}

export function listItemOf(row: ChargingProfileRow): ChargingProfileListItem {
  return {
    chargingProfilePk: row.charging_profile_pk,
    description: row.description,
    stackLevel: row.stack_level,
    profilePurpose: row.profile_purpose,
    profileKind: row.profile_kind,
    recurrencyKind: row.recurrency_kind,
    validFrom: row.valid_from ? new Date(row.valid_from).toISOString() : null,
    validTo: row.valid_to ? new Date(row.valid_to).toISOString() : null,
  };
}

export function formOf(row: ChargingProfileRow): ChargingProfileForm {
  const body = bodyOf(row);
  const periods = schedulePeriods(body);
  return {
    ...body,
    chargingProfilePk: row.charging_profile_pk,
    schedulePeriodMap: Object.fromEntries(periods.map((p) => [String(p.startPeriod), p.limit])),
  };
}

/**
 * The OCPP 1.6 profile: a daily recurring schedule in amperes that starts at the tenant's local
 * midnight, the default limit between the intervals.
 */
export function ocppProfileOf(row: ChargingProfileRow, now = new Date()): ChargingProfile {
  return {
    chargingProfileId: row.charging_profile_pk,
    stackLevel: row.stack_level,
    chargingProfilePurpose: row.profile_purpose as ChargingProfile['chargingProfilePurpose'],
    chargingProfileKind: 'Recurring',
    recurrencyKind: 'Daily',
    chargingSchedule: {
      duration: 86_400,
      startSchedule: lastLocalMidnight(row.timezone, now).toISOString(),
      chargingRateUnit: 'A',
      chargingSchedulePeriod: schedulePeriods(bodyOf(row)),
    },
  };
}
