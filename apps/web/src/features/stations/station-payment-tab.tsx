import { Col, Divider, Form, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import type { StationFormValues } from './station-form-values';
import { SwitchField } from '../../components/switch-field';

const moneyInput = {
  min: 0,
  max: 999.99,
  step: 0.01,
  precision: 2,
  maxLength: 5,
  style: { width: '100%' },
};
const third = { xs: 24, md: 8 };

/** Payment tab (spec 2 §3 payment fields): cost and income by kWh or duration, tax in percent. */
export function StationPaymentTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const money = {
    ...moneyInput,
    prefix: format.currencySymbol,
    decimalSeparator: format.decimalMark,
  };
  const form = Form.useFormInstance<StationFormValues>();
  const hasPayment = Form.useWatch('hasPayment', form);
  const by = (name: 'paymentChargeTypeCost' | 'paymentChargeTypeIncome', label: string) => (
    <Form.Item name={name} label={label}>
      <Radio.Group
        disabled={!hasPayment}
        options={[
          { value: 'KWH', label: t('stations.form.kwh') },
          { value: 'DURATION', label: t('stations.form.durationUnit') },
        ]}
      />
    </Form.Item>
  );
  const amount = (name: keyof StationFormValues, label: string) => (
    <Col {...third}>
      <Form.Item name={name} label={label}>
        <InputNumber {...money} disabled={!hasPayment} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      <Col span={24}>
        <SwitchField name="hasPayment" label={t('stations.form.hasPayment')} />
      </Col>
      <Col span={24}>{by('paymentChargeTypeCost', t('stations.form.chargeTypeCost'))}</Col>
      {amount('moneyPerKilowattCost', t('stations.form.moneyPerKilowattCost'))}
      {amount('moneyPerDurationCost', t('stations.form.moneyPerDurationCost'))}
      {amount('moneyPerTransactionCost', t('stations.form.moneyPerTransactionCost'))}
      {amount('idleTimePrice', t('stations.form.idleTimePrice'))}
      <Divider />
      <Col xs={24} md={12}>
        <Form.Item name="paymentChargeByIncome" label={t('stations.form.chargeByIncome')}>
          <Radio.Group
            disabled={!hasPayment}
            options={[
              { value: 'CHARGE_BOX', label: t('stations.form.chargeBox') },
              { value: 'CONNECTOR', label: t('stations.form.connectorOption') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {by('paymentChargeTypeIncome', t('stations.form.chargeTypeIncome'))}
      </Col>
      {amount('moneyPerKilowattIncome', t('stations.form.moneyPerKilowattIncome'))}
      {amount('moneyPerDurationIncome', t('stations.form.moneyPerDurationIncome'))}
      {amount('moneyPerTransactionIncome', t('stations.form.moneyPerTransactionIncome'))}
      <Col {...third}>
        <Form.Item name="taxIncome" label={t('stations.form.taxIncome')}>
          <InputNumber
            min={0}
            max={100}
            step={0.01}
            precision={2}
            maxLength={5}
            suffix="%"
            disabled={!hasPayment}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
