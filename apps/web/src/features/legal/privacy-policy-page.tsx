import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LegalLayout, LegalSections } from './legal-layout';
import { PRIVACY_POLICY_DATE, PRIVACY_POLICY_SECTIONS } from './privacy-policy-sections';

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <LegalLayout title={t('legal.privacyPolicy')}>
      <div lang="pt-BR">
        <Typography.Paragraph type="secondary">{PRIVACY_POLICY_DATE}</Typography.Paragraph>
        <LegalSections sections={PRIVACY_POLICY_SECTIONS} />
      </div>
    </LegalLayout>
  );
}
