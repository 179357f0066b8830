import { Alert, Descriptions, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AlertEventIcon } from './alert-event-icon';
import { localDateTime } from '../../app/realtime/notification';
import type { AlertItem } from './alert-rules';
import { useTransactionEvents } from './alerts-api';

/** The expanded card: station, connector, error and, for a Short Recharge, its transaction. */
export function AlertDetails({ alert }: { alert: AlertItem }) {
  const { t } = useTranslation();
  const error = [alert.connectorErrorCode, alert.connectorErrorMsg]
    .filter((part) => part && part !== 'NoError')
    .join(' · ');
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          {
            key: 'station',
            label: t('alerts.stationName'),
            children: `${alert.chargeBoxName} (${alert.chargeBoxId})`,
          },
          { key: 'connector', label: t('alerts.connector'), children: alert.connectorId ?? '–' },
          {
            key: 'error',
            label: t('alerts.errorMessage'),
            children: error || (
              <Typography.Text type="secondary">{t('alerts.noError')}</Typography.Text>
            ),
          },
          ...(alert.userName
            ? [{ key: 'user', label: t('alerts.user'), children: alert.userName }]
            : []),
        ]}
      />
      {alert.type === 'Warning' && alert.transactionId !== null && (
        <TransactionTimeline alert={alert} transactionId={alert.transactionId} />
      )}
    </>
  );
}

function TransactionTimeline({
  alert,
  transactionId,
}: {
  alert: AlertItem;
  transactionId: number;
}) {
  const { t } = useTranslation();
  const events = useTransactionEvents(transactionId);
  const others = (events.data ?? []).filter((e) => e.notificationPk !== alert.notificationPk);
  return (
    <section aria-label={t('alerts.timeline')} style={{ marginTop: 12 }}>
      <Typography.Title level={5}>{t('alerts.timeline')}</Typography.Title>
      {events.isPending && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {events.isError && <Alert type="error" showIcon title={t('alerts.timelineFailed')} />}
      {events.isSuccess && others.length === 0 && (
        <Typography.Text type="secondary">{t('alerts.timelineEmpty')}</Typography.Text>
      )}
      {others.length > 0 && (
        <Timeline
          items={others.map((e) => ({
            key: e.notificationPk,
            icon: <AlertEventIcon type={e.type} />,
            content: (
              <>
                <Typography.Text strong>
                  {t(`alerts.types.${e.type}`, { defaultValue: e.type })}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">
                  <time dateTime={e.notificationTimestamp}>
                    {localDateTime(e.notificationTimestamp)}
                  </time>
                </Typography.Text>
              </>
            ),
          }))}
        />
      )}
    </section>
  );
}
