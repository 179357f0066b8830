import { Form, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../pricing/price-inputs';
import { VoucherField } from './voucher-field';
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
      <VoucherField
        name="kind"
        label={t('vouchers.form.kind')}
        requiredText={t('vouchers.rules.kindRequired')}
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
      </VoucherField>
      <VoucherField
        name="kind_value"
        label={t('vouchers.form.kindValue')}
        dependencies={['kind']}
        problemText={(value) => {
          const problem = kindValueProblem(kind, value);
          return problem && t(`vouchers.rules.${problem}`);
        }}
      >
        {kind === 'MONEY_RECHARGE' ? (
          <MoneyField disabled={props.disabled} />
        ) : (
          <DigitsInput
            disabled={props.disabled || !kind}
            maxDigits={4}
            suffix={kind === 'PERCENT_RECHARGE' ? '%' : kind === 'KWH_RECHARGE' ? 'kWh' : undefined}
          />
        )}
      </VoucherField>
      <VoucherField
        name="expire_type"
        label={t('vouchers.form.expireType')}
        requiredText={t('vouchers.rules.expireTypeRequired')}
      >
        <Select
          disabled={props.disabled || !kind}
          options={expireTypesFor(kind).map((value) => ({
            value,
            label: t(`vouchers.form.expireTypes.${value}`),
          }))}
        />
      </VoucherField>
      {expireType === 'USES_PER_USER' && (
        <VoucherField
          name="uses_per_user"
          label={t('vouchers.form.usesPerUser')}
          requiredText={t('vouchers.rules.usesRequired')}
        >
          <DigitsInput disabled={props.disabled} maxDigits={4} />
        </VoucherField>
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
