import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './password-checklist';

/** A new password with the live checklist of the password rule (register and recovery). */
export function NewPasswordField({
  label,
  checklistId,
  password,
}: {
  label: string;
  checklistId: string;
  password: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={[{ required: true, message: t('auth.passwordRequired') }]}
        style={{ marginBottom: 8 }}
      >
        <Input.Password autoComplete="new-password" aria-describedby={checklistId} />
      </Form.Item>
      <PasswordChecklist id={checklistId} password={password} />
    </>
  );
}
