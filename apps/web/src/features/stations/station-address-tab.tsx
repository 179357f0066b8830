import { STATION_MESSAGES } from '@chargedeck/shared';
import { Alert, App, Col, Form, InputNumber, Row, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields, lookUpZip } from './address-fields';
import { locationRules } from './station-location-rules';
import { DEFAULT_CENTRE, StationMap, type LatLng } from './station-map';
import type { StationFormValues } from './station-form-values';
import { stationsApi, useMapSettings } from './stations-api';
import { STATION_TEXTS } from './stations-texts';
import { useCan } from './use-can';
import { SwitchField } from '../../components/switch-field';
import { catalogueText } from '../../app/i18n/catalogue-text';

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Address tab (spec 2 §4): zip lookup, geocoding, show-location and a clickable map. */
export function StationAddressTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const form = Form.useFormInstance<StationFormValues>();
  const settings = useMapSettings();
  const freeAddress = can('/stations/allow_edit_address');
  const [streetEditable, setStreetEditable] = useState(false);
  const [coordsEditable, setCoordsEditable] = useState(freeAddress);
  const lat = Form.useWatch('locationLatitude', form);
  const lng = Form.useWatch('locationLongitude', form);
  const showLocation = Form.useWatch('showLocation', form);
  const zip = Form.useWatch(['address', 'zipCode'], form);
  const rules = locationRules(t, Boolean(showLocation));
  const withZip = [
    { required: Boolean(zip), message: catalogueText(t, STATION_MESSAGES.required) },
  ];
  const lastMapPosition = useRef<LatLng>(
    lat != null && lng != null ? { lat, lng } : DEFAULT_CENTRE,
  );
  const position = lat != null && lng != null ? { lat, lng } : undefined;

  async function lookUp(zip: string) {
    const found = await lookUpZip(zip);
    if (!found) return void message.error(STATION_TEXTS.zipNotFound);
    const { noStreet, ...address } = found;
    setStreetEditable(noStreet);
    form.setFieldsValue({ address: { ...form.getFieldValue('address'), ...address } });
    if (!freeAddress && !noStreet) await geocode();
  }

  async function geocode() {
    const a = form.getFieldValue('address') as StationFormValues['address'];
    const result = await stationsApi.geocode({
      street: a.street ?? '',
      houseNumber: a.houseNumber ?? '',
      city: a.city ?? '',
      state: a.state ?? '',
      country: a.country ?? '',
    });
    const first = result.ok ? result.data?.features[0] : undefined;
    if (!first) {
      setCoordsEditable(true);
      return void message.warning(t('stations.form.geocodeNone'));
    }
    pick({ lat: first.latitude, lng: first.longitude });
  }

  function pick(at: LatLng) {
    lastMapPosition.current = at;
    form.setFieldsValue({ locationLatitude: round(at.lat), locationLongitude: round(at.lng) });
  }

  function toggleLocation(on: boolean) {
    if (on) pick(lastMapPosition.current);
    else form.setFieldsValue({ locationLatitude: null, locationLongitude: null });
  }

  const editable = freeAddress || streetEditable;
  return (
    <Row gutter={16}>
      {settings.data && settings.data.zipLookup === 'sandbox' && (
        <Col span={24} style={{ marginBottom: 12 }}>
          <Tag color="gold">{t('stations.form.sandboxAddress')}</Tag>
        </Col>
      )}
      <AddressFields
        rules={{ street: withZip, houseNumber: withZip }}
        readOnly={{ street: !editable, city: !freeAddress, state: !freeAddress }}
        onZip={(zip) => void lookUp(zip)}
        onHouseNumberBlur={() =>
          !freeAddress && form.getFieldValue(['address', 'street']) && void geocode()
        }
      />
      <Col xs={24} md={8}>
        <SwitchField
          name="showLocation"
          label={t('stations.form.showLocation')}
          switchProps={{ onChange: toggleLocation }}
        />
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name="locationLatitude"
          label={t('stations.form.latitude')}
          rules={rules.latitude}
        >
          <InputNumber readOnly={!coordsEditable} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name="locationLongitude"
          label={t('stations.form.longitude')}
          rules={rules.longitude}
        >
          <InputNumber readOnly={!coordsEditable} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Typography.Paragraph type="secondary">{t('stations.form.mapHint')}</Typography.Paragraph>
        {!position && showLocation && (
          <Alert type="info" title={t('stations.form.geocodeNone')} style={{ marginBottom: 8 }} />
        )}
        <StationMap position={position} onPick={pick} label={t('stations.form.mapHint')} />
      </Col>
    </Row>
  );
}
