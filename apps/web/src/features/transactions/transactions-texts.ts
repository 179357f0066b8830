/** Texts the spec quotes for the transactions screen (spec 2 §2, §8); shown as written. */
export const TRANSACTION_TEXTS = {
  charging: 'Charging...',
  searchPlaceholder: 'Search by ID or Station Name',
  queryCap: 'The query is limited to 10,000 transactions!',
  confirmed: 'Payments successfully confirmed!',
  confirmFailure: 'Error when trying to confirm payments!',
  disabledField: 'Campo temporariamente desativado',
  tooLong: 'Arquivo excede tamanho máximo permitido! Por favor entre em contato com o suporte.',
} as const;
