import { Button, Card, Flex, Form, Input, Row, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput, DigitsInput } from './voucher-inputs';
import type { ChosenUser, VoucherFormValues } from './voucher-form-values';
import { VoucherReachFields } from './voucher-reach-fields';
import { codeOf, unitsProblem, VOUCHER_LIMITS } from './voucher-rules';
import { VoucherField } from './voucher-field';
import { VoucherValueFields } from './voucher-value-fields';
import { vouchersApi } from './vouchers-api';

/**
 * The voucher form of create and edit (spec 3 §2, §5): the code is checked on blur (a code an
 * ACTIVE voucher holds disables the rest), every change is handed to `onChange` (the draft).
 */
export function VoucherForm(props: {
  mode: 'create' | 'edit';
  initial: VoucherFormValues;
  users: ChosenUser[];
  /** The quantity registered before this edit: units may not go below it. */
  registeredUnits?: number;
  saving: boolean;
  onChange: (values: VoucherFormValues) => void;
  onSelectUsers: (values: VoucherFormValues) => void;
  onSubmit: (values: VoucherFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<VoucherFormValues>();
  const [codeTaken, setCodeTaken] = useState(false);
  const audience = Form.useWatch('audience', form);
  const guests = audience === 'guests' ? props.users.length : 0;
  const locked = codeTaken;
  const all = () => form.getFieldsValue(true) as VoucherFormValues;

  async function checkCode() {
    const code = (form.getFieldValue('code') as string | undefined)?.trim();
    if (!code) return;
    const taken = await vouchersApi.codeTaken(code);
    setCodeTaken(taken);
    if (taken) form.setFields([{ name: 'code', errors: [t('vouchers.rules.codeTaken')] }]);
  }

  return (
    <Form<VoucherFormValues>
      form={form}
      layout="vertical"
      initialValues={props.initial}
      onValuesChange={() => props.onChange(all())}
      onFinish={() => props.onSubmit(all())}
    >
      <Card title={t('vouchers.form.details')} style={{ marginTop: 16 }}>
        <Row gutter={16}>
          <VoucherField
            name="code"
            label={t('vouchers.form.code')}
            normalize={(value: string) => codeOf(value ?? '')}
            validateTrigger={['onChange', 'onBlur']}
            rules={[
              { required: true, whitespace: true, message: t('vouchers.rules.codeRequired') },
              { max: VOUCHER_LIMITS.codeMax, message: t('vouchers.rules.codeMax') },
              {
                validator: async () => {
                  if (codeTaken) throw new Error(t('vouchers.rules.codeTaken'));
                },
              },
            ]}
          >
            <Input
              disabled={props.mode === 'edit'}
              maxLength={VOUCHER_LIMITS.codeMax}
              onChange={() => setCodeTaken(false)}
              onBlur={() => void checkCode()}
            />
          </VoucherField>
          <VoucherField
            name="title"
            label={t('vouchers.form.title')}
            rules={[
              { required: true, whitespace: true, message: t('vouchers.rules.titleRequired') },
              { max: VOUCHER_LIMITS.titleMax, message: t('vouchers.rules.titleMax') },
            ]}
          >
            <Input disabled={locked} />
          </VoucherField>
          <VoucherField
            name="units"
            label={t('vouchers.form.units')}
            dependencies={['audience']}
            problemText={(value) => {
              const floor = { registered: props.registeredUnits, users: guests };
              const problem = unitsProblem(value, floor);
              if (!problem) return undefined;
              const count = problem === 'unitsBelowRegistered' ? props.registeredUnits : guests;
              return t(`vouchers.rules.${problem}`, { count });
            }}
          >
            <DigitsInput disabled={locked} maxDigits={4} />
          </VoucherField>
          <VoucherField
            wide
            name="description"
            label={t('vouchers.form.description')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('vouchers.rules.descriptionRequired'),
              },
              { max: VOUCHER_LIMITS.descriptionMax, message: t('vouchers.rules.descriptionMax') },
            ]}
          >
            <Input disabled={locked} />
          </VoucherField>
        </Row>
        <VoucherValueFields form={form} disabled={locked} />
        <Row gutter={16}>
          <VoucherField
            name="start"
            label={t('vouchers.form.start')}
            requiredText={t('vouchers.rules.startRequired')}
          >
            <DateTimeInput disabled={locked} />
          </VoucherField>
          <VoucherField
            name="expire"
            label={t('vouchers.form.expire')}
            requiredText={t('vouchers.rules.expireRequired')}
          >
            <DateTimeInput disabled={locked} />
          </VoucherField>
          {props.mode === 'edit' && (
            <VoucherField name="active" label={t('vouchers.form.active')} valuePropName="checked">
              <Switch disabled={locked} />
            </VoucherField>
          )}
        </Row>
      </Card>
      <Card style={{ marginTop: 16 }}>
        <VoucherReachFields
          form={form}
          disabled={locked}
          users={props.users}
          onSelectUsers={() => props.onSelectUsers(all())}
        />
      </Card>
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={props.onCancel}>{t('vouchers.form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={props.saving} disabled={locked}>
          {props.mode === 'create' ? t('vouchers.create') : t('vouchers.form.save')}
        </Button>
      </Flex>
    </Form>
  );
}
