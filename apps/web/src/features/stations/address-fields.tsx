import { formatZip } from '@chargedeck/shared';
import { Col, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { stationsApi } from './stations-api';

type AddressField = 'zipCode' | 'street' | 'houseNumber' | 'city' | 'state';

/** The address a zip code names (its street is empty when the zip covers a whole town). */
export async function lookUpZip(zip: string) {
  const found = await stationsApi.zip(zip);
  if (!found.ok || !found.data) return undefined;
  const { street, city, state } = found.data.addressForm;
  const noStreet = street === 'N/A';
  return { street: noStreet ? '' : street, city, state, noStreet };
}

/**
 * The address fields of a station and of a station group (spec 2 §4, §5), under `address`: the
 * zip code (masked, looked up once complete), street, number, city, state and country.
 */
export function AddressFields(props: {
  rules?: Partial<Record<AddressField, Rule[]>>;
  readOnly?: Partial<Record<'street' | 'city' | 'state', boolean>>;
  onZip: (zip: string) => void;
  onHouseNumberBlur?: () => void;
}) {
  const { t } = useTranslation();
  const { rules = {}, readOnly = {} } = props;
  const field = (name: AddressField) => ({
    name: ['address', name],
    label: t(`stations.form.${name}`),
    rules: rules[name],
  });
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item {...field('zipCode')} normalize={formatZip}>
          <Input
            maxLength={9}
            inputMode="numeric"
            placeholder="00000-000"
            onChange={(e) =>
              formatZip(e.target.value).length === 9 && props.onZip(formatZip(e.target.value))
            }
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item {...field('street')}>
          <Input maxLength={30} readOnly={readOnly.street} />
        </Form.Item>
      </Col>
      <Col xs={8} md={4}>
        <Form.Item {...field('houseNumber')}>
          <Input maxLength={5} onBlur={props.onHouseNumberBlur} />
        </Form.Item>
      </Col>
      <Col xs={16} md={8}>
        <Form.Item {...field('city')}>
          <Input maxLength={25} readOnly={readOnly.city} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item {...field('state')}>
          <Input maxLength={25} readOnly={readOnly.state} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name={['address', 'country']} label={t('stations.form.country')}>
          <Input maxLength={2} />
        </Form.Item>
      </Col>
    </>
  );
}
