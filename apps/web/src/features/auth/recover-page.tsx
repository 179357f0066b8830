import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRobotCheck } from '../../components/robot-check/use-robot-check';
import { authApi } from './auth-api';
import { sendCodeOutcome } from './auth-outcomes';
import { AUTH_TEXTS } from './auth-texts';
import { AuthLayout } from './auth-layout';
import { AuthFormFooter, RobotCheckedSubmit } from './auth-form-end';
import { EmailField } from './email-field';
import { useFailureMessage } from './use-failure-message';

/** Navigation state /auth/recover hands to /auth/recover/change. */
export interface RecoverState {
  email: string;
}

export function RecoverPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const showFailure = useFailureMessage();
  const robot = useRobotCheck();
  const [busy, setBusy] = useState(false);

  async function submit({ email }: { email: string }) {
    if (robot.value === null) return;
    setBusy(true);
    const outcome = sendCodeOutcome(
      await authApi.sendCode({ email, recaptchaResponse: robot.value }),
    );
    setBusy(false);
    if (outcome.ok) {
      void message.success(AUTH_TEXTS.sendCodeSuccess);
      const state: RecoverState = { email: email.trim().toLowerCase() };
      await navigate('/auth/recover/change', { state });
      return;
    }
    showFailure(outcome);
    robot.reset();
  }

  return (
    <AuthLayout title={t('auth.recover.title')} description={t('auth.recover.description')}>
      <Form layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        <EmailField autoFocus />
        <RobotCheckedSubmit robot={robot} busy={busy}>
          {t('auth.recover.submit')}
        </RobotCheckedSubmit>
      </Form>
      <AuthFormFooter>
        <Link to="/auth/login">{t('auth.backToLogin')}</Link>
      </AuthFormFooter>
    </AuthLayout>
  );
}
