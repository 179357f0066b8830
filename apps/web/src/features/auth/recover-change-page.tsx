import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isValidPassword } from '@chargedeck/shared';
import { REDIRECT_MESSAGE_SECONDS } from '../../app/auth/session-texts';
import { useRobotCheck } from '../../components/robot-check/use-robot-check';
import { authApi } from './auth-api';
import { changePasswordOutcome } from './auth-outcomes';
import { AUTH_TEXTS, RECOVERY_REDIRECT_MS } from './auth-texts';
import { AuthLayout } from './auth-layout';
import { AuthFormFooter, RobotCheckedSubmit } from './auth-form-end';
import { EmailField } from './email-field';
import { NewPasswordField } from './new-password-field';
import type { RecoverState } from './recover-page';
import { useDelayedRedirect } from './use-delayed-redirect';

interface ChangeValues {
  email?: string;
  code: string;
  password: string;
}

function stateEmail(state: unknown): string | undefined {
  const email = (state as Partial<RecoverState> | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

export function RecoverChangePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const carriedEmail = stateEmail(useLocation().state);
  const [form] = Form.useForm<ChangeValues>();
  const password = Form.useWatch('password', form) ?? '';
  const robot = useRobotCheck();
  const later = useDelayedRedirect();
  const [busy, setBusy] = useState(false);

  async function submit(values: ChangeValues) {
    const email = carriedEmail ?? values.email;
    if (robot.value === null || !email) return;
    setBusy(true);
    const result = await authApi.changePassword({
      email,
      code: values.code.trim(),
      password: values.password,
      recaptchaResponse: robot.value,
    });
    setBusy(false);
    const outcome = changePasswordOutcome(result);
    if (outcome === 'changed') {
      void message.success(AUTH_TEXTS.passwordChanged, REDIRECT_MESSAGE_SECONDS);
      await navigate('/auth/login', { replace: true });
    } else if (outcome === 'expired' || outcome === 'attempts') {
      const text = outcome === 'expired' ? AUTH_TEXTS.codeExpired : AUTH_TEXTS.tooManyAttempts;
      void message.error(text, REDIRECT_MESSAGE_SECONDS);
      void message.info(AUTH_TEXTS.redirectToLogin, REDIRECT_MESSAGE_SECONDS);
      later.redirect('/auth/login', RECOVERY_REDIRECT_MS);
    } else {
      void message.error(outcome === 'network' ? t('errors.network') : AUTH_TEXTS.codeInvalid);
      robot.reset();
    }
  }

  const description = carriedEmail
    ? t('auth.recoverChange.description', { email: carriedEmail })
    : t('auth.recoverChange.descriptionNoEmail');

  return (
    <AuthLayout title={t('auth.recoverChange.title')} description={description}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={later.pending}
        onFinish={(v) => void submit(v)}
      >
        {!carriedEmail && <EmailField autoFocus />}
        <Form.Item
          name="code"
          label={t('auth.recoverChange.code')}
          rules={[
            {
              required: true,
              pattern: /^\s*\d{6}\s*$/,
              message: t('auth.recoverChange.codeRequired'),
            },
          ]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus={Boolean(carriedEmail)}
          />
        </Form.Item>
        <NewPasswordField
          label={t('auth.recoverChange.newPassword')}
          checklistId="recover-password-rules"
          password={password}
        />
        <RobotCheckedSubmit robot={robot} busy={busy} ready={isValidPassword(password)}>
          {t('auth.recoverChange.submit')}
        </RobotCheckedSubmit>
      </Form>
      <AuthFormFooter>
        <Link to="/auth/login">{t('auth.backToLogin')}</Link>
      </AuthFormFooter>
    </AuthLayout>
  );
}
