import { Alert, Button, Skeleton } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AltchaCheck } from './altcha-check';
import { RobotCheckOff } from './robot-check-off';
import { useRobotCheckSettings } from './robot-check-settings';
import { ScriptCheck } from './script-check';
import type { RobotCheckHandle } from './use-robot-check';

/** Space below the check; the "off" provider renders nothing and leaves no gap. */
const GAP = { marginBottom: 24 };

export interface RobotCheckProps {
  onChange(value: string | null): void;
  ref?: Ref<RobotCheckHandle>;
}

/** The robot check the server configured (ALTCHA by default, none, reCAPTCHA or Turnstile). */
export function RobotCheck({ onChange, ref }: RobotCheckProps) {
  const { t } = useTranslation();
  const settings = useRobotCheckSettings();

  if (settings.isPending) {
    return (
      <div style={GAP}>
        <Skeleton.Input active block aria-label={t('auth.robotCheck.loading')} />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <Alert
        style={GAP}
        type="error"
        showIcon
        title={t('auth.robotCheck.failed')}
        action={
          <Button size="small" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const { provider, siteKey, challengeUrl } = settings.data;
  const label = t('auth.robotCheck.label');
  if (provider === 'off') return <RobotCheckOff onChange={onChange} ref={ref} />;
  if (provider === 'altcha') {
    return (
      <div role="group" aria-label={label} style={GAP}>
        <AltchaCheck
          challengeUrl={challengeUrl ?? '/api/altcha/challenge'}
          onChange={onChange}
          ref={ref}
        />
      </div>
    );
  }
  if (!siteKey)
    return <Alert style={GAP} type="error" showIcon title={t('auth.robotCheck.failed')} />;
  return (
    <div role="group" aria-label={label} style={GAP}>
      <ScriptCheck provider={provider} siteKey={siteKey} onChange={onChange} ref={ref} />
    </div>
  );
}
