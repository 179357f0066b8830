import {
  BellOutlined,
  CloseCircleFilled,
  DisconnectOutlined,
  WarningFilled,
} from '@ant-design/icons';
import { Alert, Badge, Button, Empty, List, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStore } from '../storage/storage-keys';
import { localDateTime, type StationNotification } from '../realtime/notification';
import { eventTypeLabel } from '../realtime/notification-texts';
import { useHeaderNotifications } from '../realtime/use-header-notifications';

const SEEN_KEY = 'notifications-seen-at';
/**
 * On a phone the bell is not at the screen's edge: the panel slides sideways into the screen
 * (the trigger's shift option, which antd passes on but does not type).
 */
const SLIDE_INTO_SCREEN = { adjustY: 1, shiftX: true } as { adjustY: 1 };

function TypeIcon({ type }: { type: string }) {
  if (type === 'Failure') return <CloseCircleFilled style={{ color: '#cf1322' }} aria-hidden />;
  if (type === 'Disconnected')
    return <DisconnectOutlined style={{ color: '#cf1322' }} aria-hidden />;
  return <WarningFilled style={{ color: '#d48806' }} aria-hidden />;
}

function NotificationItem({ n }: { n: StationNotification }) {
  const { t } = useTranslation();
  const place = [n.addressCity, n.addressState].filter(Boolean).join(' - ');
  return (
    <List.Item style={{ paddingInline: 4 }}>
      <List.Item.Meta
        avatar={<TypeIcon type={n.type} />}
        title={
          <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
            {n.chargeBoxName || n.chargeBoxId}
          </Typography.Text>
        }
        description={
          <>
            <Typography.Text>{eventTypeLabel(n.type)}</Typography.Text>
            {n.connectorId ? (
              <Typography.Text type="secondary">
                {' · '}
                {t('notifications.connector', { id: n.connectorId })}
              </Typography.Text>
            ) : null}
            {n.connectorErrorCode && n.connectorErrorCode !== 'NoError' ? (
              <Typography.Text type="secondary"> · {n.connectorErrorCode}</Typography.Text>
            ) : null}
            <br />
            <Typography.Text type="secondary">
              <time dateTime={n.notificationTimestamp}>
                {localDateTime(n.notificationTimestamp)}
              </time>
              {place ? ` · ${place}` : ''}
            </Typography.Text>
          </>
        }
      />
    </List.Item>
  );
}

/** Header notifications (types Failure, Warning and Disconnected), updated live. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const query = useHeaderNotifications();
  const [seenAt, setSeenAt] = useState(() => browserStore().getItem(SEEN_KEY) ?? '');
  const list = query.data ?? [];
  const unseen = list.filter((n) => n.notificationTimestamp > seenAt).length;

  function opened(open: boolean) {
    if (!open || list.length === 0) return;
    const newest = list.reduce(
      (max, n) => (n.notificationTimestamp > max ? n.notificationTimestamp : max),
      seenAt,
    );
    browserStore().setItem(SEEN_KEY, newest);
    setSeenAt(newest);
  }

  let content;
  if (query.isPending) {
    content = (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <Spin aria-label={t('common.loading')} />
      </div>
    );
  } else if (query.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('notifications.loadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (list.length === 0) {
    content = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.noNotifications')} />
    );
  } else {
    content = (
      <List
        size="small"
        dataSource={list}
        rowKey={(n) => n.notificationPk}
        renderItem={(n) => <NotificationItem n={n} />}
        style={{ maxHeight: 'min(420px, 60vh)', overflowY: 'auto' }}
        aria-label={t('layout.notifications')}
      />
    );
  }

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      autoAdjustOverflow={SLIDE_INTO_SCREEN}
      title={t('layout.notifications')}
      onOpenChange={opened}
      content={
        <div data-testid="notifications-menu" style={{ width: 'min(340px, calc(100vw - 24px))' }}>
          {content}
        </div>
      }
    >
      <Badge count={unseen} size="small" overflowCount={99}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={
            unseen > 0 ? t('notifications.unseen', { count: unseen }) : t('layout.notifications')
          }
          data-testid="notifications-bell"
        />
      </Badge>
    </Popover>
  );
}
