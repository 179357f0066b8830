import type { NotificationsDictionary } from './pt-br';

export const notificationsEs: NotificationsDictionary = {
  connector: 'Conector {{id}}',
  loadFailed: 'No se pudieron cargar las notificaciones.',
  unseen_one: 'Notificaciones: {{count}} nueva',
  unseen_other: 'Notificaciones: {{count}} nuevas',
  toastSettings: 'Avisos en pantalla',
  toastSettingsOpen: 'Elegir qué eventos muestran un aviso en pantalla',
  toastSettingsHint:
    'Mostrar un aviso en pantalla para estos eventos; los demás quedan solo en la campana.',
  toastSettingsFailed: 'No se pudo guardar la elección.',
  back: 'Volver a las notificaciones',
};
