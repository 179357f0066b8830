import { Alert, Button, Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localDateTime, type StationNotification } from '../../app/realtime/notification';
import { eventTypeLabel } from '../../app/realtime/notification-texts';
import { useLiveNotifications } from './home-api';

/** The last 100 station notifications, newest first; choosing one selects its station. */
export function LiveNotifications(props: { onPick: (chargeBoxId: string) => void }) {
  const { t } = useTranslation();
  const query = useLiveNotifications();
  return (
    <section
      aria-labelledby="home-live-title"
      style={{ height: 420, display: 'flex', flexDirection: 'column' }}
    >
      <Typography.Title id="home-live-title" level={4} style={{ marginTop: 0 }}>
        {t('dashboard.live.title')}
      </Typography.Title>
      <div style={{ overflowY: 'auto', flex: 1 }} data-testid="home-live-list">
        {query.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
        {query.isError && (
          <Alert
            type="error"
            title={t('dashboard.live.loadFailed')}
            action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
          />
        )}
        {query.data?.length === 0 && <Empty description={t('dashboard.live.empty')} />}
        {query.data && query.data.length > 0 && (
          <List<StationNotification>
            size="small"
            dataSource={query.data}
            rowKey={(n) => n.notificationPk}
            renderItem={(n) => (
              <List.Item>
                <Button
                  type="text"
                  block
                  style={{
                    display: 'block',
                    height: 'auto',
                    textAlign: 'left',
                    whiteSpace: 'normal',
                    padding: 4,
                  }}
                  aria-label={t('dashboard.live.select', { id: n.chargeBoxId })}
                  onClick={() => props.onPick(n.chargeBoxId)}
                >
                  <span style={{ display: 'block' }}>
                    <strong>{n.chargeBoxName || n.chargeBoxId}</strong> · {eventTypeLabel(n.type)}
                  </span>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {localDateTime(n.notificationTimestamp)}
                    {n.connectorId ? ` · #${n.connectorId}` : ''}
                  </Typography.Text>
                </Button>
              </List.Item>
            )}
          />
        )}
      </div>
    </section>
  );
}
