import { STATION_MESSAGES, stationDetailFields } from '@chargedeck/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** What the rules need of a zod schema: its parse, without the web depending on zod. */
interface SharedSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/** An antd rule running the shared schema the server parses the field with. */
function schemaRule(schema: SharedSchema, message: (serverText: string) => string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value ?? null);
      if (!parsed.success) throw new Error(message(parsed.error?.issues[0]?.message ?? ''));
    },
  };
}

/**
 * The coordinates' rules: the server's schema and range, refused before the request with the
 * same rule, in the user's language.
 */
export function locationRules(t: TFunction, showLocation: boolean) {
  const latitude: FormRule[] = [
    { required: showLocation, message: STATION_MESSAGES.latitudeMissing },
    { type: 'number', min: -90, max: 90, message: t('stations.form.latitudeRange') },
  ];
  const longitude: FormRule[] = [
    { required: showLocation, message: STATION_MESSAGES.longitudeMissing },
    schemaRule(stationDetailFields.locationLongitude, (serverText) =>
      serverText === STATION_MESSAGES.longitudeRange
        ? t('stations.form.longitudeRange')
        : serverText,
    ),
  ];
  return { latitude, longitude };
}
