import { USER_PASSWORD_MAX_LENGTH, isValidPassword } from '@chargedeck/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../auth/password-checklist';
import { passwordRules } from './user-form-rules';

const CHECKLIST_ID = 'user-password-rules';

/** The create form's password with the live checklist of the shared rule, as on recovery. */
export function UserPasswordField({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t('users.form.password')}
        rules={[
          ...passwordRules(t),
          {
            validator: async (_rule, value: unknown) => {
              if (typeof value === 'string' && value && !isValidPassword(value)) {
                throw new Error(t('users.form.passwordRule'));
              }
            },
          },
        ]}
        style={{ marginBottom: 8 }}
      >
        <Input.Password
          maxLength={USER_PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          aria-describedby={CHECKLIST_ID}
        />
      </Form.Item>
      <PasswordChecklist id={CHECKLIST_ID} password={password} />
    </>
  );
}
