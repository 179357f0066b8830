import type { NotificationsDictionary } from './pt-br';

export const notificationsEn: NotificationsDictionary = {
  connector: 'Connector {{id}}',
  loadFailed: 'The notifications could not be loaded.',
  unseen_one: 'Notifications: {{count}} new',
  unseen_other: 'Notifications: {{count}} new',
};
