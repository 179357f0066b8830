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
  deleted: 'A configuração foi excluído com sucesso!',
} as const;
