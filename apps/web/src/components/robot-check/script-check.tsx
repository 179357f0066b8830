import { Alert } from 'antd';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScript } from './script-loader';
import type { RobotCheckHandle } from './use-robot-check';

interface WidgetOptions {
  sitekey: string;
  callback(token: string): void;
  'expired-callback'(): void;
  'error-callback'(): void;
}
interface HostedCheck {
  render(element: HTMLElement, options: WidgetOptions): string | number;
  reset(id?: string | number): void;
}
declare global {
  interface Window {
    grecaptcha?: HostedCheck & { ready(callback: () => void): void };
    turnstile?: HostedCheck;
  }
}

const SCRIPTS = {
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
} as const;

async function hostedCheck(provider: keyof typeof SCRIPTS): Promise<HostedCheck> {
  await loadScript(SCRIPTS[provider]);
  const { grecaptcha, turnstile } = window;
  if (provider === 'turnstile' && turnstile) return turnstile;
  if (provider === 'recaptcha' && grecaptcha) {
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha;
  }
  throw new Error(`${provider} did not start`);
}

/** reCAPTCHA or Turnstile, loaded from the provider with the tenant's site key. */
export function ScriptCheck(props: {
  provider: keyof typeof SCRIPTS;
  siteKey: string;
  onChange(value: string | null): void;
  ref?: Ref<RobotCheckHandle>;
}) {
  const { provider, siteKey, onChange, ref } = props;
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const rendered = useRef<{ check: HostedCheck; id: string | number } | null>(null);
  const report = useRef(onChange);

  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let live = true;
    const target = document.createElement('div');
    host.current?.append(target);
    hostedCheck(provider)
      .then((check) => {
        if (!live) return;
        const id = check.render(target, {
          sitekey: siteKey,
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => setFailed(true),
        });
        rendered.current = { check, id };
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      rendered.current = null;
      target.remove();
    };
  }, [provider, siteKey]);

  useImperativeHandle(
    ref,
    () => ({ reset: () => rendered.current?.check.reset(rendered.current.id) }),
    [],
  );

  if (failed) return <Alert type="error" showIcon title={t('auth.robotCheck.failed')} />;
  return <div ref={host} />;
}
