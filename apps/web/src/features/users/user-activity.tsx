import { Col, Empty, List, Row, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import { eventTypeLabel } from '../../app/realtime/notification-texts';
import { localDateTime, type StationNotification } from '../../app/realtime/notification';
import { UsageBarChart } from '../usage/usage-bar-chart';
import { useUsageGraphs } from '../usage/usage-api';

const RECENT = 10;

function useUserNotifications(userPk: number) {
  return useQuery({
    queryKey: ['notification', 'chargeBox', { userPk }],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ notificationList: StationNotification[] }>('notification/chargeBox', {
          query: { userPk, limit: RECENT },
          signal,
        }),
      ).notificationList,
  });
}

/** The expanded user's station notifications and energy of the last 28 days (spec 2 §2 Users). */
export function UserActivity({ userPk }: { userPk: number }) {
  const { t } = useTranslation();
  const notifications = useUserNotifications(userPk);
  const graphs = useUsageGraphs({ days: 28, userId: userPk });
  const energy = graphs.data?.energy ?? [];
  return (
    <Row gutter={[24, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('users.list.notifications')}</Typography.Title>
        {notifications.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : notifications.data?.length ? (
          <List
            size="small"
            dataSource={notifications.data}
            renderItem={(n) => (
              <List.Item>
                <Typography.Text strong>{n.chargeBoxName || n.chargeBoxId}</Typography.Text>
                <Typography.Text>{eventTypeLabel(n.type)}</Typography.Text>
                <Typography.Text type="secondary">
                  {localDateTime(n.notificationTimestamp)}
                </Typography.Text>
              </List.Item>
            )}
          />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              notifications.isError
                ? t('users.list.activityFailure')
                : t('users.list.noNotifications')
            }
          />
        )}
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('users.list.energyChart')}</Typography.Title>
        {graphs.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : energy.some((p) => p.y > 0) ? (
          <div style={{ height: 180 }}>
            <UsageBarChart
              label={t('users.list.energyChart')}
              points={energy}
              color="#52c41a"
              unit="kWh"
            />
          </div>
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              graphs.isError ? t('users.list.activityFailure') : t('users.list.noEnergy')
            }
          />
        )}
      </Col>
    </Row>
  );
}
