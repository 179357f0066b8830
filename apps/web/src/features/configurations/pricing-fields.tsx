import { pricingModeOf, type DynamicPricingLink, type PricingMode } from '@chargedeck/shared';
import {
  Alert,
  Col,
  Form,
  Radio,
  Row,
  Select,
  Switch,
  type FormInstance,
  type FormRule,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { usePricingProfiles } from './configurations-api';

export interface PricingValues {
  enabled: boolean;
  type: PricingMode;
  connector1_dynamic_pricing_id: string | null;
  connector2_dynamic_pricing_id: string | null;
  connector3_dynamic_pricing_id: string | null;
}

const IDS = [
  'connector1_dynamic_pricing_id',
  'connector2_dynamic_pricing_id',
  'connector3_dynamic_pricing_id',
] as const;

export const NO_PRICING: PricingValues = {
  enabled: false,
  type: 'station',
  connector1_dynamic_pricing_id: null,
  connector2_dynamic_pricing_id: null,
  connector3_dynamic_pricing_id: null,
};

/** The form's values of a stored link; the mode is 'station' when all three ids are equal. */
export function pricingValuesOf(link: DynamicPricingLink): PricingValues {
  return {
    enabled: link.enabled,
    type: pricingModeOf(link),
    connector1_dynamic_pricing_id: link.connector1_dynamic_pricing_id,
    connector2_dynamic_pricing_id: link.connector2_dynamic_pricing_id,
    connector3_dynamic_pricing_id: link.connector3_dynamic_pricing_id,
  };
}

/**
 * The pricing-profile block (spec 3 §4, §5): enabled, mode 'station' (one profile) or
 * 'connectors' (#1 to #3); switching the mode clears the ids and their errors.
 */
export function PricingFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const profiles = usePricingProfiles();
  const enabled = Form.useWatch(['dynamic_pricing', 'enabled'], form) as boolean | undefined;
  const type =
    (Form.useWatch(['dynamic_pricing', 'type'], form) as PricingMode | undefined) ?? 'station';
  const shown = type === 'station' ? IDS.slice(0, 1) : IDS;
  const options = (profiles.data ?? []).map((p) => ({ value: p.uuid, label: p.name }));
  const rule: FormRule = {
    validator: async (_r, value: unknown) => {
      if (enabled && !value) throw new Error(t('configurations.rules.profileRequired'));
    },
  };

  function switchMode() {
    for (const id of IDS) {
      form.setFields([{ name: ['dynamic_pricing', id], value: null, errors: [] }]);
    }
  }

  return (
    <>
      <Form.Item
        name={['dynamic_pricing', 'enabled']}
        label={t('configurations.pricing.enabled')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      {enabled && (
        <>
          {profiles.isError && (
            <Alert
              type="warning"
              showIcon
              title={t('configurations.pricing.profilesFailed')}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item name={['dynamic_pricing', 'type']} label={t('configurations.pricing.mode')}>
            <Radio.Group
              onChange={switchMode}
              options={[
                { value: 'station', label: t('configurations.pricing.station') },
                { value: 'connectors', label: t('configurations.pricing.connectors') },
              ]}
            />
          </Form.Item>
          <Row gutter={16}>
            {shown.map((id, i) => (
              <Col xs={24} md={type === 'station' ? 12 : 8} key={id}>
                <Form.Item
                  name={['dynamic_pricing', id]}
                  label={
                    type === 'station'
                      ? t('configurations.pricing.profile')
                      : t('configurations.pricing.connector', { n: i + 1 })
                  }
                  rules={[rule]}
                >
                  <Select
                    allowClear
                    loading={profiles.isLoading}
                    options={options}
                    notFoundContent={t('configurations.pricing.noProfiles')}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  );
}

/** The request body of the block: 'station' sends profile 1 only. */
export function pricingBodyOf(v: PricingValues | undefined) {
  const p = v ?? NO_PRICING;
  return {
    enabled: Boolean(p.enabled),
    type: p.type ?? 'station',
    connector1_dynamic_pricing_id: p.connector1_dynamic_pricing_id ?? null,
    connector2_dynamic_pricing_id:
      p.type === 'connectors' ? (p.connector2_dynamic_pricing_id ?? null) : null,
    connector3_dynamic_pricing_id:
      p.type === 'connectors' ? (p.connector3_dynamic_pricing_id ?? null) : null,
  };
}
