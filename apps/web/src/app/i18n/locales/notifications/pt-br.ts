export const notificationsPtBR = {
  connector: 'Conector {{id}}',
  loadFailed: 'Não foi possível carregar as notificações.',
  unseen_one: 'Notificações: {{count}} nova',
  unseen_other: 'Notificações: {{count}} novas',
  toastSettings: 'Avisos na tela',
  toastSettingsOpen: 'Escolher quais eventos mostram um aviso na tela',
  toastSettingsHint: 'Mostrar um aviso na tela para estes eventos; os demais ficam só no sino.',
  toastSettingsFailed: 'Não foi possível salvar a escolha.',
  back: 'Voltar às notificações',
};

export type NotificationsDictionary = typeof notificationsPtBR;
