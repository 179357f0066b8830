import { z } from 'zod';

/** Spec 2 §9: description at most 20 characters. */
export const PROFILE_DESCRIPTION_MAX_LENGTH = 20;

/**
 * The rules' messages of spec 2 §5 "Charging profile": message keys (their texts in
 * `i18n/messages/server-rules-*`).
 */
export const CHARGING_PROFILE_TEXTS = {
  descriptionRequired: 'profileDescriptionRequired',
  defaultLimitRequired: 'profileDefaultLimitRequired',
  limitRequired: 'profileLimitRequired',
  limitEqualsDefault: 'profileLimitEqualsDefault',
  intervalRequired: 'profileIntervalRequired',
  overlap: 'profileOverlap',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an HH:mm time; 24:00 is not a time, an end of 00:00 means midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const amps = (requiredMessage: string) =>
  z
    .number({ error: requiredMessage })
    .positive({ error: 'positive' })
    .max(1000, { error: 'maxAmps' });

export const profileInterval = z.object({
  beginningEnd: z.tuple([z.string(), z.string()], {
    error: CHARGING_PROFILE_TEXTS.intervalRequired,
  }),
  currentLimit: amps(CHARGING_PROFILE_TEXTS.limitRequired),
});
export type ProfileInterval = z.infer<typeof profileInterval>;

/** The end of an interval in minutes; 00:00 as an end is the following midnight. */
const endOf = (time: string) => minutesOf(time) || 24 * 60;

export const chargingProfileBody = z
  .object({
    description: z
      .string({ error: CHARGING_PROFILE_TEXTS.descriptionRequired })
      .trim()
      .min(1, { error: CHARGING_PROFILE_TEXTS.descriptionRequired })
      .max(PROFILE_DESCRIPTION_MAX_LENGTH, {
        error: 'maxChars',
      }),
    currentLimitDefault: amps(CHARGING_PROFILE_TEXTS.defaultLimitRequired),
    intervals: z.array(profileInterval).min(1, { error: 'intervalsMin' }).max(48),
  })
  .superRefine((body, ctx) => {
    let previousEnd = 0;
    body.intervals.forEach((interval, index) => {
      const [begin, end] = interval.beginningEnd;
      if (!HH_MM.test(begin) || !HH_MM.test(end)) {
        const message = CHARGING_PROFILE_TEXTS.intervalRequired;
        ctx.addIssue({ code: 'custom', path: ['intervals', index, 'beginningEnd'], message });
        return;
      }
      if (interval.currentLimit === body.currentLimitDefault) {
        const message = CHARGING_PROFILE_TEXTS.limitEqualsDefault;
        ctx.addIssue({ code: 'custom', path: ['intervals', index, 'currentLimit'], message });
      }
      const start = minutesOf(begin);
      if (start >= endOf(end) || start < previousEnd) {
        const message = CHARGING_PROFILE_TEXTS.overlap;
        ctx.addIssue({ code: 'custom', path: ['intervals', index, 'beginningEnd'], message });
      }
      previousEnd = endOf(end);
    });
  });
export type ChargingProfileBody = z.infer<typeof chargingProfileBody>;

/** A profile as lists show it (spec 2 §3). */
export const chargingProfileListItem = z.object({
  chargingProfilePk: z.number(),
  description: z.string(),
  stackLevel: z.number(),
  profilePurpose: z.string(),
  profileKind: z.string(),
  recurrencyKind: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type ChargingProfileListItem = z.infer<typeof chargingProfileListItem>;

/**
 * The edit load: the form plus the OCPP periods (start second of the day → limit in A). An
 * answer is not checked again against the form's rules, so its fields are plain.
 */
export const chargingProfileForm = z.object({
  chargingProfilePk: z.number(),
  description: z.string(),
  currentLimitDefault: z.number(),
  intervals: z.array(
    z.object({ beginningEnd: z.tuple([z.string(), z.string()]), currentLimit: z.number() }),
  ),
  schedulePeriodMap: z.record(z.string(), z.number()),
});
export type ChargingProfileForm = z.infer<typeof chargingProfileForm>;

/** OCPP periods of a daily schedule: the default limit between the intervals. */
export function schedulePeriods(
  body: ChargingProfileBody,
): { startPeriod: number; limit: number }[] {
  const periods: { startPeriod: number; limit: number }[] = [];
  const push = (startPeriod: number, limit: number) => {
    const last = periods.at(-1);
    if (last && last.startPeriod === startPeriod) last.limit = limit;
    else if (!last || last.limit !== limit) periods.push({ startPeriod, limit });
  };
  push(0, body.currentLimitDefault);
  for (const interval of body.intervals) {
    const [begin, end] = interval.beginningEnd;
    push(minutesOf(begin) * 60, interval.currentLimit);
    if (endOf(end) < 24 * 60) push(endOf(end) * 60, body.currentLimitDefault);
  }
  return periods;
}
