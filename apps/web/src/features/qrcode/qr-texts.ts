/** Messages of the public QR page as the spec quotes them (spec 1 §8), in any language. */
export const QR_TEXTS = {
  startSent: 'Comando START enviado.',
  startFailed: 'Não foi possível iniciar a recarga. Atualize a página e tente novamente.',
  stopSent: 'Comando STOP enviado.',
  stopFailed: 'Não foi possível parar a recarga.',
  notVerified: 'Por favor verifique que você não é um robô!',
} as const;

/** Spec 1 §9: the warning toast stays 10 seconds. */
export const QR_WARNING_SECONDS = 10;
