import {
  CHARGING_PROFILE_TEXTS,
  chargingProfileBody,
  type ChargingProfileBody,
} from '@chargedeck/shared';
import type { TFunction } from 'i18next';
import { catalogueText } from '../../app/i18n/catalogue-text';

type ProfileTextKey =
  | 'descriptionRequired'
  | 'defaultLimitRequired'
  | 'limitRequired'
  | 'limitEqualsDefault'
  | 'intervalRequired'
  | 'overlap';

/** The shared rules' message keys, each with the web catalogue entry that says it. */
const PROFILE_TEXT_KEYS = new Map<string, ProfileTextKey>([
  [CHARGING_PROFILE_TEXTS.descriptionRequired, 'descriptionRequired'],
  [CHARGING_PROFILE_TEXTS.defaultLimitRequired, 'defaultLimitRequired'],
  [CHARGING_PROFILE_TEXTS.limitRequired, 'limitRequired'],
  [CHARGING_PROFILE_TEXTS.limitEqualsDefault, 'limitEqualsDefault'],
  [CHARGING_PROFILE_TEXTS.intervalRequired, 'intervalRequired'],
  [CHARGING_PROFILE_TEXTS.overlap, 'overlap'],
]);

/** A rule's message in the user's language: its catalogue entry, or the shared message key's. */
function issueText(t: TFunction, issue: { message: string }): string {
  const key = PROFILE_TEXT_KEYS.get(issue.message);
  return key ? t(`specTexts.chargingProfiles.${key}`) : catalogueText(t, issue.message, issue);
}

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/** The shared rules of spec 2 §5 as antd field errors in the user's language (empty when valid). */
export function profileFormErrors(t: TFunction, body: ChargingProfileBody): FieldError[] {
  const parsed = chargingProfileBody.safeParse(body);
  if (parsed.success) return [];
  // The interval rules run only once every field has a value; a missing time is told at once.
  const missingTimes = body.intervals.flatMap((interval, index) =>
    interval.beginningEnd.some((time) => !time)
      ? [
          {
            name: ['intervals', index, 'beginningEnd'],
            errors: [t('specTexts.chargingProfiles.intervalRequired')],
          },
        ]
      : [],
  );
  const issues = parsed.error.issues.filter(
    (issue) => issue.path.at(-1) !== 'beginningEnd' || missingTimes.length === 0,
  );
  return [
    ...missingTimes,
    ...issues.map((issue) => ({
      name: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
      errors: [issueText(t, issue)],
    })),
  ];
}

/**
 * The names of the fields an edit changed, so that only their errors are cleared: a change
 * elsewhere in the form leaves a message the user has not acted on yet. The default limit is
 * compared with each interval's limit, so an edit of it also clears theirs.
 */
export function changedFieldNames(
  changed: { intervals?: (Record<string, unknown> | undefined)[]; [field: string]: unknown },
  intervalCount: number,
): (string | number)[][] {
  return Object.entries(changed).flatMap(([field, value]) => {
    if (field === 'intervals' && Array.isArray(value)) {
      return value.flatMap((interval: Record<string, unknown> | undefined, index) =>
        interval ? Object.keys(interval).map((key) => [field, index, key]) : [],
      );
    }
    if (field === 'currentLimitDefault') {
      const limits = Array.from({ length: intervalCount }, (_, i) => [
        'intervals',
        i,
        'currentLimit',
      ]);
      return [[field], ...limits];
    }
    return [[field]];
  });
}
