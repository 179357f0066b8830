import { THREE_DS_SCRIPT_MISSING, type CardCheckoutSettings } from '@chargedeck/shared';
import { Flex, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api';
import { loadScript } from '../../components/robot-check/script-loader';
import { handleHostMessage, postToHost } from './three-ds-flow';

/** The busy indicator stays this long after the flow ends (spec 2 "3-D Secure flow"). */
const BUSY_AFTER_COMPLETION_MS = 10_000;

type Phase = 'loading' | 'waiting' | 'authenticating' | 'done';

/**
 * Card 3-D Secure for the mobile app's webview (public): loads the card provider's checkout
 * script, then runs the authentication the host asks for and posts the result back.
 */
export function ThreeDsPage() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('loading');
  const [busy, setBusy] = useState(true);
  const [settings, setSettings] = useState<CardCheckoutSettings>();
  const env = useRef<CardCheckoutSettings['env']>('PROD');

  useEffect(() => {
    let active = true;
    void (async () => {
      const answer = await api.get<CardCheckoutSettings>('payments/3ds/checkout');
      if (!active) return;
      const checkout = answer.ok ? answer.data : undefined;
      try {
        if (!checkout) throw new Error('no checkout settings');
        await loadScript(checkout.scriptUrl);
        if (!active) return;
        env.current = checkout.env;
        setSettings(checkout);
      } catch {
        if (active) postToHost({ type: 'error', message: THREE_DS_SCRIPT_MISSING });
      }
      if (active) setPhase('waiting');
    })();
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    let timer: number | undefined;
    const onMessage = (event: Event) => {
      const data = (event as MessageEvent).data;
      void (async () => {
        const outcome = await handleHostMessage(data, {
          sdk: () => window.PagSeguro,
          env: env.current,
          post: (message) => postToHost(message),
          onStart: () => {
            window.clearTimeout(timer);
            setPhase('authenticating');
            setBusy(true);
          },
        });
        if (outcome === 'ignored') return;
        setPhase('done');
        window.clearTimeout(timer);
        timer = window.setTimeout(() => setBusy(false), BUSY_AFTER_COMPLETION_MS);
      })();
    };
    // react-native-webview delivers on document (Android) or window (iOS).
    window.addEventListener('message', onMessage);
    document.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, []);

  const text =
    phase === 'done'
      ? t('threeDs.done')
      : phase === 'waiting'
        ? t('threeDs.waiting')
        : t('threeDs.authenticating');
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{ minHeight: '100vh', padding: 24, textAlign: 'center' }}
      aria-busy={busy}
    >
      {busy && <Spin size="large" />}
      <Typography.Text role="status">{text}</Typography.Text>
      {settings?.sandbox && <Tag color="gold">{t('threeDs.sandbox')}</Tag>}
    </Flex>
  );
}
