import { Col, Form, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../pricing/price-inputs';
import { DigitsInput } from './voucher-inputs';
import type { VoucherFormValues } from './voucher-form-values';
import { VOUCHER_KINDS } from '@chargedeck/shared';
import { afterKindChange, expireTypesFor, kindValueProblem } from './voucher-rules';

/** Kind, value, expiry type and uses per user (spec 3 §4, §5): a kind change clears the rest. */
export function VoucherValueFields(props: {
  form: FormInstance<VoucherFormValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const kind = Form.useWatch('kind', props.form);
  const expireType = Form.useWatch('expire_type', props.form);
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name="kind"
          label={t('vouchers.form.kind')}
          rules={[{ required: true, message: t('vouchers.rules.kindRequired') }]}
        >
          <Select
            disabled={props.disabled}
            onChange={() =>
              props.form.setFieldsValue(afterKindChange(props.form.getFieldsValue(true)))
            }
            options={VOUCHER_KINDS.map((value) => ({
              value,
              label: t(`vouchers.kinds.${value}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="kind_value"
          label={t('vouchers.form.kindValue')}
          required
          dependencies={['kind']}
          rules={[
            {
              validator: async (_, value: number | null) => {
                const problem = kindValueProblem(kind, value);
                if (problem) throw new Error(t(`vouchers.rules.${problem}`));
              },
            },
          ]}
        >
          {kind === 'MONEY_RECHARGE' ? (
            <MoneyField disabled={props.disabled} />
          ) : (
            <DigitsInput
              disabled={props.disabled || !kind}
              maxDigits={4}
              suffix={
                kind === 'PERCENT_RECHARGE' ? '%' : kind === 'KWH_RECHARGE' ? 'kWh' : undefined
              }
            />
          )}
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="expire_type"
          label={t('vouchers.form.expireType')}
          rules={[{ required: true, message: t('vouchers.rules.expireTypeRequired') }]}
        >
          <Select
            disabled={props.disabled || !kind}
            options={expireTypesFor(kind).map((value) => ({
              value,
              label: t(`vouchers.form.expireTypes.${value}`),
            }))}
          />
        </Form.Item>
      </Col>
      {expireType === 'USES_PER_USER' && (
        <Col xs={24} md={8}>
          <Form.Item
            name="uses_per_user"
            label={t('vouchers.form.usesPerUser')}
            rules={[{ required: true, message: t('vouchers.rules.usesRequired') }]}
          >
            <DigitsInput disabled={props.disabled} maxDigits={4} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}

function MoneyField(props: {
  id?: string;
  value?: number | null;
  onChange?: (cents: number | null) => void;
  disabled: boolean;
}) {
  return (
    <MoneyInput
      id={props.id}
      value={props.value ?? null}
      disabled={props.disabled}
      onChange={(cents) => props.onChange?.(cents)}
    />
  );
}
