import type { NotificationsDictionary } from './pt-br';

export const notificationsEn: NotificationsDictionary = {
  connector: 'Connector {{id}}',
  loadFailed: 'The notifications could not be loaded.',
  unseen_one: 'Notifications: {{count}} new',
  unseen_other: 'Notifications: {{count}} new',
  toastSettings: 'Pop-up alerts',
  toastSettingsOpen: 'Choose which events show a pop-up alert',
  toastSettingsHint: 'Show a pop-up alert for these events; the others go to the bell only.',
  toastSettingsFailed: 'Your choice could not be saved.',
  back: 'Back to notifications',
};
