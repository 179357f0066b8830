export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;

/** Texts of spec 3 §5 "Pricing profile" and §8 "Pricing", as the server answers them. */
export const PRICING_MESSAGES = {
  nameRequired: 'Fill in the profile name',
  durationOrKwh: 'É necessário definir ou o preço por duração ou preço por kWh',
  startDateRequired: 'Selecione o dia',
  startAfterEnd: 'A data inicial deve ser menor que a data final',
  overlapsException: 'Esta data já está contida em outro período de exceção',
  enclosesException: 'O novo período não pode englobar outro período de exceção',
  startTimeRequired: 'Informe o horário inicial',
  endTimeRequired: 'Informe o horário final',
  sameStartAndEnd: 'O horário inicial deve ser diferente do horário final',
  startTimeAfterEnd: 'O horário inicial não pode ser maior que o horário final',
  periodClash: 'Ja existe um período de tempo iniciando e terminando neste horário',
  dayOfWeekRequired: 'Selecione o dia da semana',
  datesOnlyForExceptions: 'Somente exceções têm datas',
  oneGeneralPrice: 'Já existe um preço geral para este dia',
  deleted: 'Pricing Profile deleted successfully',
  deleteFailed: 'Error deleting the Pricing Profile',
  createFailed: 'Não foi possível criar o perfil!',
  notFound: 'Perfil de precificação não encontrado',
} as const;
