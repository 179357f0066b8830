import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserStore } from '../../app/storage/storage-keys';
import { giveConsent, hasConsent } from './cookie-consent';

/** LGPD cookie notice linking to the privacy policy; consent lasts 365 days. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !hasConsent(browserStore()));
  if (!visible) return null;
  return (
    <Card
      role="region"
      aria-label={t('legal.cookieLabel')}
      size="small"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 1000,
        maxWidth: 720,
        marginInline: 'auto',
        boxShadow: '0 6px 24px rgba(0, 0, 0, 0.15)',
      }}
    >
      <Flex gap={12} align="center" wrap justify="space-between">
        <Typography.Text style={{ flex: '1 1 320px' }}>
          {t('legal.cookieText')} <Link to="/privacy-policy">{t('legal.cookieMore')}</Link>
        </Typography.Text>
        <Button
          type="primary"
          onClick={() => {
            giveConsent(browserStore());
            setVisible(false);
          }}
        >
          {t('legal.cookieAccept')}
        </Button>
      </Flex>
    </Card>
  );
}
