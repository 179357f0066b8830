import { App, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../app/auth/session-context';
import { useRobotCheck } from '../../components/robot-check/use-robot-check';
import { authApi } from './auth-api';
import { loginOutcome } from './auth-outcomes';
import { AUTH_TEXTS } from './auth-texts';
import { AuthLayout } from './auth-layout';
import { AuthFormFooter, RobotCheckedSubmit } from './auth-form-end';
import { EmailField } from './email-field';
import { useFailureMessage } from './use-failure-message';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const showFailure = useFailureMessage();
  const robot = useRobotCheck();
  const [busy, setBusy] = useState(false);

  async function submit(values: LoginValues) {
    if (robot.value === null) return;
    setBusy(true);
    const result = await authApi.login({ ...values, recaptchaResponse: robot.value });
    setBusy(false);
    const outcome = loginOutcome(result);
    if (outcome.ok) {
      signIn(outcome.answer);
      void message.success(AUTH_TEXTS.loginSuccess);
      await navigate('/', { replace: true });
      return;
    }
    showFailure(outcome);
    robot.reset();
  }

  return (
    <AuthLayout title={t('auth.login.title')}>
      <Form<LoginValues>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <EmailField autoFocus />
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[{ required: true, message: t('auth.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginTop: -12, marginBottom: 16 }}>
          <Link to="/auth/recover">{t('auth.login.forgotPassword')}</Link>
        </Flex>
        <RobotCheckedSubmit robot={robot} busy={busy}>
          {t('auth.login.submit')}
        </RobotCheckedSubmit>
      </Form>
      <AuthFormFooter>
        {t('auth.login.noAccount')} <Link to="/auth/register">{t('auth.login.register')}</Link>
      </AuthFormFooter>
    </AuthLayout>
  );
}
