/** Texts the spec quotes (spec 1 §8), shown as written whatever the language. */
export const USAGE_TEXTS = {
  listsFailed: 'Erro ao carregar listas',
} as const;
