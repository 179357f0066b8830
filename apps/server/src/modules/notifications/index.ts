export {
  NOTIFICATION_TYPES,
  NotificationsRepository,
  type NotificationFilter,
  type NotificationRow,
} from './notifications.repository';
export { notificationViewOf, type NotificationView } from './notification-view';
export { registerNotificationRoutes } from './notifications.routes';
export { notificationsModule } from './notifications.module';
