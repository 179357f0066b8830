import 'altcha';
import 'altcha/i18n/es-419';
import 'altcha/i18n/pt-br';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantTheme } from '../../app/theme/theme-context';
import type { RobotCheckHandle } from './use-robot-check';

interface AltchaStateDetail {
  state: string;
  payload?: string;
}

function altchaLanguage(locale: string): string {
  if (locale.startsWith('pt')) return 'pt-br';
  if (locale.startsWith('es')) return 'es-419';
  return 'en';
}

/** The self-hosted ALTCHA proof-of-work widget; its payload is the recaptchaResponse. */
export function AltchaCheck(props: {
  challengeUrl: string;
  onChange(value: string | null): void;
  ref?: Ref<RobotCheckHandle>;
}) {
  const { challengeUrl, onChange, ref } = props;
  const { i18n } = useTranslation();
  const language = altchaLanguage(i18n.language);
  const primary = useTenantTheme().colors.primary;
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLElementTagNameMap['altcha-widget'] | null>(null);
  const report = useRef(onChange);

  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = document.createElement('altcha-widget');
    element.setAttribute('challenge', challengeUrl);
    element.setAttribute('language', language);
    element.setAttribute('auto', 'onfocus');
    // No artificial minimum duration: the proof of work is the whole check.
    element.setAttribute('configuration', JSON.stringify({ minDuration: 0 }));
    element.style.setProperty('--altcha-max-width', '100%');
    element.style.setProperty('--altcha-color-primary', primary);
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      report.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    host.current?.append(element);
    widget.current = element;
    return () => {
      element.removeEventListener('statechange', onState);
      element.remove();
      widget.current = null;
    };
  }, [challengeUrl, language, primary]);

  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }), []);

  return <div ref={host} className="robot-check-altcha" />;
}
