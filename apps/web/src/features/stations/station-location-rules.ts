import { STATION_MESSAGES, stationDetailFields } from '@chargedeck/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { catalogueText } from '../../app/i18n/catalogue-text';
import { schemaRule } from '../../components/schema-rule';

/**
 * The coordinates' rules: the server's schema and range, refused before the request with the
 * same rule and the same catalogue text, in the user's language.
 */
export function locationRules(t: TFunction, showLocation: boolean) {
  const latitude: FormRule[] = [
    { required: showLocation, message: catalogueText(t, STATION_MESSAGES.latitudeMissing) },
    { type: 'number', min: -90, max: 90, message: t('stations.form.latitudeRange') },
  ];
  const longitude: FormRule[] = [
    { required: showLocation, message: catalogueText(t, STATION_MESSAGES.longitudeMissing) },
    schemaRule(stationDetailFields.locationLongitude, t),
  ];
  return { latitude, longitude };
}
