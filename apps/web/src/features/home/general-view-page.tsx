import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session-context';

/** Home (spec 1 §2); indicators, charts and the map come with the dashboard work. */
export function GeneralViewPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const user = session?.user;
  return (
    <section aria-labelledby="general-view-title">
      <Typography.Title id="general-view-title" level={2} style={{ marginTop: 0 }}>
        {t('home.title')}
      </Typography.Title>
      {user && (
        <Card>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {t('home.welcome', { name: user.name || user.email })}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{user.tenant.name}</Typography.Text>
        </Card>
      )}
    </section>
  );
}
