import { App } from 'antd';
import { isNotification } from './notification';
import { useToastTypes } from './notification-settings';
import { notificationToastText } from './notification-texts';
import { useTenantTopics, useTopic } from './use-topic';

/**
 * A new station notification raises a toast (spec 1 §4, Real-time connection) only when its
 * type needs the operator now, as the user chose (faults and disconnections by default); the
 * rest goes to the bell. Where toasts open is the app's (toast-placement.ts).
 */
export function NotificationToasts() {
  const { notification } = App.useApp();
  const { notifications } = useTenantTopics();
  const toastTypes = useToastTypes();
  useTopic(notifications, (message) => {
    if (!isNotification(message.body)) return;
    const n = message.body;
    if (!toastTypes.includes(n.type)) return;
    notification.warning({
      key: `station-notification-${n.notificationPk}`,
      title: notificationToastText(n.chargeBoxName || n.chargeBoxId, n.type),
      duration: 8,
      props: { 'data-testid': 'station-toast' },
    });
  });
  return null;
}
