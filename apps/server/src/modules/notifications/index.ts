export { NotificationsRepository } from './notifications.repository';
export { notificationViewOf } from './notification-view';
export { notificationsModule } from './notifications.module';
