import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isValidPassword } from '@chargedeck/shared';
import { REDIRECT_MESSAGE_SECONDS } from '../../app/auth/session-texts';
import { useRobotCheck } from '../../components/robot-check/use-robot-check';
import { authApi } from './auth-api';
import { AuthLayout } from './auth-layout';
import { AuthFormFooter, RobotCheckedSubmit } from './auth-form-end';
import { EmailField } from './email-field';
import { NewPasswordField } from './new-password-field';

interface RegisterValues {
  name?: string;
  email: string;
  password: string;
}

const FIELDS = new Set(['name', 'email', 'password']);

export function RegisterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const password = Form.useWatch('password', form) ?? '';
  const robot = useRobotCheck();
  const [busy, setBusy] = useState(false);

  async function submit({ name, email, password }: RegisterValues) {
    if (robot.value === null) return;
    setBusy(true);
    const result = await authApi.register({
      name: name?.trim() || undefined,
      email,
      password,
      recaptchaResponse: robot.value,
    });
    setBusy(false);
    if (result.ok) {
      void message.success(t('auth.register.success'), REDIRECT_MESSAGE_SECONDS * 2);
      await navigate('/auth/login', { replace: true });
      return;
    }
    const error =
      result.kind === 'network'
        ? t('errors.network')
        : (result.error?.error ?? t('errors.generic'));
    const field = result.error?.field ?? (result.status === 409 ? 'email' : undefined);
    if (field && FIELDS.has(field))
      form.setFields([{ name: field as keyof RegisterValues, errors: [error] }]);
    void message.error(error);
    robot.reset();
  }

  return (
    <AuthLayout title={t('auth.register.title')}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label={t('auth.register.name')}>
          <Input autoComplete="name" autoFocus maxLength={120} />
        </Form.Item>
        <EmailField />
        <NewPasswordField
          label={t('auth.password')}
          checklistId="register-password-rules"
          password={password}
        />
        <RobotCheckedSubmit robot={robot} busy={busy} ready={isValidPassword(password)}>
          {t('auth.register.submit')}
        </RobotCheckedSubmit>
      </Form>
      <AuthFormFooter>
        {t('auth.register.haveAccount')} <Link to="/auth/login">{t('auth.backToLogin')}</Link>
      </AuthFormFooter>
    </AuthLayout>
  );
}
