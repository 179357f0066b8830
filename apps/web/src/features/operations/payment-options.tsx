import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePaymentTypes } from './operations-api';

/**
 * A remote start's 'generate payment' box and, once ticked, its payment options (spec 2
 * Operations): the tenant's payment types. Without types the box is disabled; the server
 * refuses stations that charge nothing (hasPayment).
 */
export function PaymentOptions() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const generate = Form.useWatch('generatePayment', form) as boolean | undefined;
  const types = usePaymentTypes();
  const options = (types.data ?? []).map((p) => ({ value: p.payment_type, label: p.payment_type }));
  return (
    <>
      <Form.Item name="generatePayment" valuePropName="checked" initialValue={false}>
        <Checkbox disabled={options.length === 0}>
          {t('stationOps.fields.generatePayment')}
        </Checkbox>
      </Form.Item>
      {generate && options.length > 0 && (
        <Form.Item
          name="paymentType"
          label={t('stationOps.fields.paymentType')}
          rules={[{ required: true, message: '' }]}
          preserve={false}
        >
          <Select options={options} />
        </Form.Item>
      )}
    </>
  );
}
