import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { useTenantTheme } from '../../app/theme/theme-context';

/** Centered card of the public /auth pages, branded by the tenant theme. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTenantTheme();
  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{
        minHeight: '100vh',
        padding: 16,
        boxSizing: 'border-box',
        background: `linear-gradient(160deg, ${theme.colors.selectedDiv} 0%, #f5f6f8 60%)`,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
        <Flex justify="center" style={{ marginBottom: 24 }}>
          <BrandLogo height={40} />
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {description && (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {description}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
      <Flex component="footer" gap={16} wrap justify="center">
        <Link to="/terms-of-use">{t('legal.termsOfUse')}</Link>
        <Link to="/privacy-policy">{t('legal.privacyPolicy')}</Link>
      </Flex>
    </Flex>
  );
}
