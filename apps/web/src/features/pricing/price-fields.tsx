import type { DynamicPricingDetailForm } from '@chargedeck/shared';
import { Col, Form, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput, PercentInput } from './price-inputs';

export type PriceKey =
  | 'servicePrice'
  | 'kwhPrice'
  | 'durationPrice'
  | 'idleTimePrice'
  | 'moneyPerKilowattCost'
  | 'operationFee'
  | 'taxes';

const LABELS: Record<PriceKey, string> = {
  servicePrice: 'startValue',
  kwhPrice: 'kwhPrice',
  durationPrice: 'durationPrice',
  idleTimePrice: 'idleTimePrice',
  moneyPerKilowattCost: 'moneyPerKilowattCost',
  operationFee: 'operationFee',
  taxes: 'taxes',
};
const PERCENT = new Set<PriceKey>(['operationFee', 'taxes']);
/** Turning on one of these turns off and clears the other (spec 3 §5). */
const EITHER: Partial<Record<PriceKey, PriceKey>> = {
  kwhPrice: 'durationPrice',
  durationPrice: 'kwhPrice',
};

export type PriceValues = Pick<DynamicPricingDetailForm, PriceKey>;
export type FieldErrors = Partial<Record<string, string>>;

/** Each price with its on/off toggle: off clears its value. */
export function PriceFields(props: {
  idPrefix: string;
  keys: readonly PriceKey[];
  values: PriceValues;
  errors: FieldErrors;
  onChange: (values: PriceValues) => void;
}) {
  const { t } = useTranslation();
  const { values, onChange } = props;
  const toggle = (key: PriceKey, on: boolean) => {
    const other = EITHER[key];
    onChange({ ...values, [key]: on ? 0 : null, ...(on && other ? { [other]: null } : {}) });
  };
  return (
    <Row gutter={[16, 0]}>
      {props.keys.map((key) => {
        const id = `${props.idPrefix}-${key}`;
        const on = values[key] !== null;
        const input = PERCENT.has(key) ? (
          <PercentInput
            id={id}
            disabled={!on}
            value={values[key]}
            onChange={(v) => onChange({ ...values, [key]: v })}
          />
        ) : (
          <MoneyInput
            id={id}
            disabled={!on}
            value={values[key]}
            onChange={(v) => onChange({ ...values, [key]: v })}
          />
        );
        const help =
          key === 'operationFee'
            ? t('pricing.form.operationFeeHelp')
            : key === 'taxes'
              ? t('pricing.form.taxesHelp')
              : undefined;
        const error = props.errors[key];
        return (
          <Col xs={24} sm={12} lg={8} key={key}>
            <Form.Item
              label={
                <span>
                  <Switch
                    size="small"
                    checked={on}
                    aria-label={t(`pricing.form.${LABELS[key]}` as 'pricing.form.kwhPrice')}
                    onChange={(checked) => toggle(key, checked)}
                    style={{ marginRight: 8 }}
                  />
                  <label htmlFor={id}>
                    {t(`pricing.form.${LABELS[key]}` as 'pricing.form.kwhPrice')}
                  </label>
                </span>
              }
              validateStatus={error ? 'error' : undefined}
              help={error}
              extra={help}
            >
              {input}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
