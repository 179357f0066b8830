export * from './notification.schemas';
export * from './notification-preferences.schemas';
