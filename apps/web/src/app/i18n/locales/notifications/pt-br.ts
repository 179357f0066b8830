export const notificationsPtBR = {
  connector: 'Conector {{id}}',
  loadFailed: 'Não foi possível carregar as notificações.',
  unseen_one: 'Notificações: {{count}} nova',
  unseen_other: 'Notificações: {{count}} novas',
};

export type NotificationsDictionary = typeof notificationsPtBR;
