import {
  ArrowLeftOutlined,
  BellOutlined,
  CheckCircleFilled,
  CloseCircleFilled,
  DisconnectOutlined,
  ExclamationCircleFilled,
  SettingOutlined,
  StopFilled,
  ThunderboltFilled,
  WarningFilled,
} from '@ant-design/icons';
import { Alert, Badge, Button, Empty, Flex, List, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTime, type StationNotification } from '../realtime/notification';
import { useMarkNotificationsRead, useUnreadCount } from '../realtime/notification-settings';
import { eventTypeLabel } from '../realtime/notification-texts';
import { useHeaderNotifications } from '../realtime/use-header-notifications';
import { ToastSettings } from './toast-settings';

/**
 * On a phone the bell is not at the screen's edge: the panel slides sideways into the screen
 * (the trigger's shift option, which antd passes on but does not type).
 */
const SLIDE_INTO_SCREEN = { adjustY: 1, shiftX: true } as { adjustY: 1 };

function TypeIcon({ type }: { type: string }) {
  if (type === 'Failure') return <CloseCircleFilled style={{ color: '#cf1322' }} aria-hidden />;
  if (type === 'Disconnected')
    return <DisconnectOutlined style={{ color: '#cf1322' }} aria-hidden />;
  if (type === 'Warning') return <WarningFilled style={{ color: '#d48806' }} aria-hidden />;
  if (type === 'StartRejected') return <StopFilled style={{ color: '#cf1322' }} aria-hidden />;
  if (type === 'TaskFailed')
    return <ExclamationCircleFilled style={{ color: '#cf1322' }} aria-hidden />;
  if (type === 'TransactionStarted' || type === 'TransactionEnded')
    return <ThunderboltFilled style={{ color: '#1677ff' }} aria-hidden />;
  return <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden />;
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

/**
 * The bell: every station notification, updated live, with the count of unread ones the
 * server keeps per user (opening the bell reads them), and the choice of which events toast.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const query = useHeaderNotifications();
  const unread = useUnreadCount();
  const markRead = useMarkNotificationsRead();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const list = query.data ?? [];
  const unseen = unread.data?.count ?? 0;

  function opened(open: boolean) {
    if (!open) {
      setSettingsOpen(false);
      return;
    }
    const newest = list.reduce((max, n) => Math.max(max, n.notificationPk), 0);
    if (unseen > 0 && newest > 0) markRead.mutate(newest);
  }

  let content;
  if (settingsOpen) {
    content = <ToastSettings />;
  } else if (query.isPending) {
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
      title={
        <Flex align="center" justify="space-between" gap={8}>
          <span>{settingsOpen ? t('notifications.toastSettings') : t('layout.notifications')}</span>
          <Button
            type="text"
            size="small"
            icon={settingsOpen ? <ArrowLeftOutlined /> : <SettingOutlined />}
            aria-label={
              settingsOpen ? t('notifications.back') : t('notifications.toastSettingsOpen')
            }
            title={settingsOpen ? t('notifications.back') : t('notifications.toastSettingsOpen')}
            onClick={() => setSettingsOpen(!settingsOpen)}
            data-testid="toast-settings-toggle"
          />
        </Flex>
      }
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
