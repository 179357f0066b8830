import { Alert, Button, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { storedTermsUrl } from '../../app/start-up/tenant-links';
import { browserStore } from '../../app/storage/storage-keys';
import { useLegalTerms } from './legal-api';
import { LegalLayout, LegalSections } from './legal-layout';
import { termsSections } from './terms-sections';

/**
 * A tenant with its own terms link gets it in a new tab and the page goes to the root
 * (spec 1 §2); when the browser blocks the tab, the link is offered instead. A link that is not
 * https is never opened: the page shows the legal text instead.
 */
export function TermsOfUsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [externalUrl] = useState(() => storedTermsUrl(browserStore()));
  const [blocked, setBlocked] = useState(false);
  const opened = useRef(false);
  const terms = useLegalTerms(!externalUrl);

  useEffect(() => {
    if (!externalUrl || opened.current) return;
    opened.current = true;
    const tab = window.open(externalUrl, '_blank');
    if (!tab) {
      setBlocked(true);
      return;
    }
    tab.opener = null;
    void navigate('/', { replace: true });
  }, [externalUrl, navigate]);

  if (externalUrl) {
    return (
      <LegalLayout title={t('legal.termsOfUse')}>
        {blocked && (
          <Button type="primary" href={externalUrl} target="_blank" rel="noopener noreferrer">
            {t('legal.termsOfUse')}
          </Button>
        )}
      </LegalLayout>
    );
  }
  return (
    <LegalLayout title={t('legal.termsOfUse')}>
      {terms.isPending && <Skeleton active paragraph={{ rows: 12 }} />}
      {terms.isError && (
        <Alert
          type="error"
          showIcon
          title={t('legal.termsFailed')}
          action={<Button onClick={() => void terms.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {terms.data && (
        <div lang="pt-BR">
          <Typography.Paragraph type="secondary">
            {[terms.data.companyName, terms.data.taxId, terms.data.contact]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Paragraph>
          <LegalSections sections={termsSections(terms.data)} />
        </div>
      )}
    </LegalLayout>
  );
}
