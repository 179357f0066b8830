/** Texts the spec quotes for the logs screen (spec 1 §8); shown as written. */
export const LOG_TEXTS = {
  notAvailable: 'Not Available',
  downloadFailure: 'Não foi possível fazer o download dos logs do dia',
} as const;
