export { NotificationsRepository } from './notifications.repository';
export { notificationViewOf } from './notification-view';
export { registerNotificationRoutes } from './notifications.routes';
