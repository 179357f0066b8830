import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export function EmailField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="email"
      label={t('auth.email')}
      rules={[
        { required: true, message: t('auth.emailRequired') },
        { type: 'email', message: t('auth.emailInvalid') },
      ]}
    >
      <Input type="email" autoComplete="username" autoFocus={autoFocus} inputMode="email" />
    </Form.Item>
  );
}
