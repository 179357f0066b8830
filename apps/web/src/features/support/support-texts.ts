/** Texts the spec quotes for the support and push forms (spec 1 §8); shown as written. */
export const MESSAGE_TEXTS = {
  supportSuccess: 'Mensagem enviada com sucesso!',
  pushSuccess: 'Push Notification enviado com sucesso!',
  failure:
    'Não foi possível realizar a operação. Certifique-se de que os campos foram corretamente preenchidos.',
  pushHeading: 'Send a Push Notification to users phone',
} as const;
