/** Texts the spec quotes for report downloads (spec 2 §8); shown as written. */
export const REPORT_TEXTS = {
  limitTitle: 'Limite de relatórios atingido no mês!',
  limitHint: 'Para baixar mais relatórios neste mês, conheça a versão Pro.',
  downloadFailure: 'Não foi possível fazer o download do arquivo.',
} as const;
