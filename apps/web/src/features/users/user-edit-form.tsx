import {
  USER_EDIT_EMAIL_MAX_LENGTH,
  USER_PHONE_MAX_LENGTH,
  canAccess,
  hasRole,
  maskCpf,
  type UserFormView,
} from '@chargedeck/shared';
import { App, Button, Checkbox, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session-context';
import { LocaleDateInput } from '../../components/locale-date-input';
import { isDateValue } from '../../components/locale-date-text';
import { TenantSelect } from '../ocpp-tags/tenant-select';
import { UserBlockButton } from './user-block-button';
import { emailRules, nameRules, showFieldError } from './user-form-rules';
import { usersApi } from './users-api';
import { USER_TEXTS } from './users-texts';
import { SwitchField } from '../../components/switch-field';

type EditValues = Omit<UserFormView, 'user_pk' | 'addressPk' | 'blocked'>;

/** The edit form (/user/:id): e-mail, tag and document are shown but not editable. */
export function UserEditForm({ user, onSaved }: { user: UserFormView; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const { access } = useSession();
  const [saving, setSaving] = useState(false);
  const offlineToggle = access !== null && canAccess(access, '/users/notification_offline_cp');
  const trusted = access !== null && !hasRole(access, 'DASH_HIDE_TRUSTED_USER_BUTTON');

  async function save(values: EditValues) {
    setSaving(true);
    const { email: _email, ocppIdTag: _tag, docNumber: _doc, docType: _type, ...body } = values;
    const result = await usersApi.update(user.user_pk, {
      ...body,
      dateBirthDay: body.dateBirthDay || null,
      notificationOfflineCp: offlineToggle ? body.notificationOfflineCp : undefined,
      skipThreeDSVerification: trusted ? body.skipThreeDSVerification : undefined,
    });
    setSaving(false);
    if (result.ok) {
      void message.success(USER_TEXTS.updated);
      onSaved();
    } else if (!showFieldError(form, result)) void message.error(USER_TEXTS.saveFailure);
  }

  const docNumber =
    user.docType === 'CPF' && user.docNumber ? maskCpf(user.docNumber) : user.docNumber;
  return (
    <Form<EditValues>
      form={form}
      layout="vertical"
      onFinish={(values) => void save(values)}
      initialValues={{ ...user, docNumber }}
    >
      <Form.Item
        name="email"
        label={t('users.form.email')}
        rules={emailRules(t, USER_EDIT_EMAIL_MAX_LENGTH)}
      >
        <Input disabled maxLength={USER_EDIT_EMAIL_MAX_LENGTH} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="firstName"
          label={t('users.form.firstName')}
          rules={nameRules(t)}
          style={{ flex: '1 1 200px' }}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="lastName" label={t('users.form.lastName')} style={{ flex: '1 1 200px' }}>
          <Input maxLength={60} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="docType" label={t('users.form.docType')} style={{ flex: '1 1 120px' }}>
          <Input disabled />
        </Form.Item>
        <Form.Item name="docNumber" label={t('users.form.docNumber')} style={{ flex: '2 1 200px' }}>
          <Input disabled />
        </Form.Item>
        <Form.Item name="ocppIdTag" label={t('users.form.idTag')} style={{ flex: '1 1 160px' }}>
          <Input disabled />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="phone" label={t('users.form.phone')} style={{ flex: '1 1 200px' }}>
          <Input maxLength={USER_PHONE_MAX_LENGTH} type="tel" />
        </Form.Item>
        <Form.Item
          name="dateBirthDay"
          label={t('users.form.birthDate')}
          style={{ flex: '1 1 160px' }}
          rules={[
            {
              validator: (_, value) =>
                isDateValue(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('users.form.birthDateInvalid'))),
            },
          ]}
        >
          <LocaleDateInput placeholder={t('users.form.birthDatePlaceholder')} />
        </Form.Item>
        <Form.Item name="sex" label={t('users.form.sex')} style={{ flex: '1 1 140px' }}>
          <Select
            allowClear
            options={(['M', 'F', 'O'] as const).map((value) => ({
              value,
              label: t(`users.form.sex${value}`),
            }))}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="tenant_pk" label={t('users.form.account')} style={{ flex: '1 1 200px' }}>
          <TenantSelect />
        </Form.Item>
        <Form.Item
          name="externalId"
          label={t('users.form.externalId')}
          style={{ flex: '1 1 200px' }}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="vehicleBrand"
          label={t('users.form.vehicleBrand')}
          style={{ flex: '1 1 200px' }}
        >
          <Input maxLength={60} placeholder={t('users.form.vehicleBrandPlaceholder')} />
        </Form.Item>
      </Flex>
      <Form.Item name="ocppTags" label={t('users.form.tags')}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
      </Form.Item>
      {(
        ['street', 'houseNumber', 'zipCode', 'city', 'state', 'country', 'userGroupPk'] as const
      ).map((name) => (
        <Form.Item key={name} name={name} hidden>
          <Input />
        </Form.Item>
      ))}
      <Flex gap={32} wrap>
        <SwitchField name="activeUser" label={t('users.form.activeUser')} />
        {offlineToggle && (
          <SwitchField name="notificationOfflineCp" label={t('users.form.offlineNotification')} />
        )}
      </Flex>
      {trusted && (
        <Form.Item name="skipThreeDSVerification" valuePropName="checked">
          <Checkbox>{t('users.form.trustedUser')}</Checkbox>
        </Form.Item>
      )}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          {t('users.form.save')}
        </Button>
        <UserBlockButton user={user} onChanged={onSaved} />
      </Flex>
    </Form>
  );
}
