import {
  USER_CREATE_EMAIL_MAX_LENGTH,
  USER_MESSAGES,
  USER_PHONE_MAX_LENGTH,
  cpfDigits,
  hasRole,
  maskCpf,
} from '@chargedeck/shared';
import { App, Button, Checkbox, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session-context';
import { TenantSelect } from '../ocpp-tags/tenant-select';
import { useAccountSms } from './use-account-sms';
import { useUserLimitModal } from './use-user-limit';
import { cpfRule, emailRules, nameRules, showFieldError } from './user-form-rules';
import { UserPasswordField } from './user-password-field';
import { usersApi, useDocTypes } from './users-api';
import { USER_TEXTS } from './users-texts';
import { catalogueText } from '../../app/i18n/catalogue-text';

interface CreateValues {
  firstName: string;
  email: string;
  password: string;
  docType: string;
  docNumber?: string;
  tenant_pk: number;
  phone?: string;
  ocppTags?: string[];
  skip_three_ds_verification?: boolean;
}

/** The create form (/users/create) with the spec's create rules. */
export function UserCreateForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateValues>();
  const { session, access } = useSession();
  const docTypes = useDocTypes();
  const sms = useAccountSms();
  const showLimit = useUserLimitModal();
  const [saving, setSaving] = useState(false);
  const docType = Form.useWatch('docType', form) ?? docTypes.data?.[0];
  const tenantPk = Form.useWatch('tenant_pk', form);
  const password = Form.useWatch('password', form) ?? '';
  const phoneRequired = sms.data?.get(tenantPk) === true;
  const trusted = access !== null && !hasRole(access, 'DASH_HIDE_TRUSTED_USER_BUTTON');

  async function save(values: CreateValues) {
    setSaving(true);
    const number = values.docNumber?.trim() ?? '';
    const result = await usersApi.create({
      ...values,
      docType: number ? values.docType : null,
      docNumber: values.docType === 'CPF' ? cpfDigits(number) : number,
      phone: values.phone?.trim() || null,
      ocppTags: values.ocppTags ?? [],
      skip_three_ds_verification: values.skip_three_ds_verification ?? false,
    });
    setSaving(false);
    if (result.ok) {
      void message.success(USER_TEXTS.created);
      onSaved();
    } else if (result.status === 403) showLimit();
    else if (!showFieldError(form, result)) void message.error(USER_TEXTS.saveFailure);
  }

  return (
    <Form<CreateValues>
      form={form}
      layout="vertical"
      onFinish={(values) => void save(values)}
      initialValues={{ tenant_pk: session?.user.tenant_pk, docType: docTypes.data?.[0] ?? 'CPF' }}
    >
      <Form.Item name="firstName" label={t('users.form.firstName')} rules={nameRules(t)}>
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('users.form.email')}
        rules={emailRules(t, USER_CREATE_EMAIL_MAX_LENGTH)}
      >
        <Input maxLength={USER_CREATE_EMAIL_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <UserPasswordField password={password} />
      <Form.Item name="docType" label={t('users.form.docType')}>
        <Select
          options={(docTypes.data ?? ['CPF']).map((value) => ({ value, label: value }))}
          onChange={() => form.setFieldValue('docNumber', '')}
        />
      </Form.Item>
      <Form.Item
        name="docNumber"
        label={t('users.form.docNumber')}
        rules={[cpfRule(form, t)]}
        normalize={(value: string) => (docType === 'CPF' ? maskCpf(value) : value)}
      >
        <Input
          maxLength={docType === 'CPF' ? 14 : 20}
          inputMode={docType === 'CPF' ? 'numeric' : 'text'}
        />
      </Form.Item>
      <Form.Item name="tenant_pk" label={t('users.form.account')} rules={[{ required: true }]}>
        <TenantSelect />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('users.form.phone')}
        rules={[
          {
            required: phoneRequired,
            whitespace: true,
            message: catalogueText(t, USER_MESSAGES.phoneRequired),
          },
        ]}
      >
        <Input maxLength={USER_PHONE_MAX_LENGTH} type="tel" />
      </Form.Item>
      <Form.Item name="ocppTags" label={t('users.form.tags')}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
      </Form.Item>
      {trusted && (
        <Form.Item name="skip_three_ds_verification" valuePropName="checked">
          <Checkbox>{t('users.form.trustedUser')}</Checkbox>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
        {t('users.form.save')}
      </Button>
    </Form>
  );
}
