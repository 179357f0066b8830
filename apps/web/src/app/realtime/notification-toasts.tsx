import { App } from 'antd';
import { isNotification } from './notification';
import { notificationToastText } from './notification-texts';
import { useTenantTopics, useTopic } from './use-topic';

/** Each new station notification raises a toast (spec 1 §4, Real-time connection). */
export function NotificationToasts() {
  const { notification } = App.useApp();
  const { notifications } = useTenantTopics();
  useTopic(notifications, (message) => {
    if (!isNotification(message.body)) return;
    const n = message.body;
    notification.info({
      key: `station-notification-${n.notificationPk}`,
      title: notificationToastText(n.chargeBoxName || n.chargeBoxId, n.type),
      placement: 'bottomRight',
      duration: 6,
    });
  });
  return null;
}
