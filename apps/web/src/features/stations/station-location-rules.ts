import { STATION_MESSAGES, stationDetailFields } from '@chargedeck/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { schemaRule } from '../../components/schema-rule';

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
