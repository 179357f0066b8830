/**
 * Configuration (virtual group) texts (spec 3 §5 "Configuration", §8 "Configurations"); the
 * rules' messages are message keys (their texts in `i18n/messages/server-rules-*`).
 */
export const CONFIGURATION_MESSAGES = {
  nameRequired: 'configurationNameRequired',
  groupNameRequired: 'configurationGroupNameRequired',
  descriptionRequired: 'configurationDescriptionRequired',
  nameMax: 'configurationNameMax',
  descriptionMax: 'configurationDescriptionMax',
  profileRequired: 'configurationProfileRequired',
  profileNotFound: 'Perfil de precificação não encontrado',
  notFound: 'Configuração não encontrada',
  chargerNotFound: 'Carregador não encontrado',
  networkNotFound: 'Rede não encontrada',
  chargerTaken: 'O carregador já pertence a outra configuração',
  createFailed: 'Não foi possível criar a configuração!',
  updateFailed: 'Não foi possível atualizar a configuração!',
  deleteFailed: 'Ocorreu um erro ao excluir a configuração!',
  deleted: 'A configuração foi excluído com sucesso!',
  addChargersFailed: 'Ocorreu um erro ao adicionar o(s) carregador(es) selecionado(s)!',
  chargersAdded: 'Carregadores adicionados com sucesso!',
  removeChargerFailed: 'Ocorreu um erro ao excluir o carregador selecionado!',
  chargerRemoved: 'O carregador foi excluído com sucesso!',
  pricingUpdateFailed: 'Não foi possível atualizar o Perfil de Precificação!',
  pricingUpdated: 'Perfil de Precificação atualizado com sucesso!',
  empty: 'Nenhuma configuração cadastrada',
} as const;
