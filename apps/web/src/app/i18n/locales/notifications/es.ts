import type { NotificationsDictionary } from './pt-br';

export const notificationsEs: NotificationsDictionary = {
  connector: 'Conector {{id}}',
  loadFailed: 'No se pudieron cargar las notificaciones.',
  unseen_one: 'Notificaciones: {{count}} nueva',
  unseen_other: 'Notificaciones: {{count}} nuevas',
};
