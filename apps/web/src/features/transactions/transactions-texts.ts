/** Texts the spec quotes for the transactions screen (spec 2 §2, §8); shown as written. */
export const TRANSACTION_TEXTS = {
  charging: 'Charging...',
  searchPlaceholder: 'Search by ID or Station Name',
  queryCap: 'The query is limited to 10,000 transactions!',
  confirmed: 'Payments successfully confirmed!',
  confirmFailure: 'Error when trying to confirm payments!',
  disabledField: 'Campo temporariamente desativado',
  tooLong: 'Arquivo excede tamanho máximo permitido! Por favor entre em contato com o suporte.',
  invoiceRetry:
    'Oops! It seems that something went wrong when issuing the invoice. Do you want to try again?',
  invoiceRetryExit: 'Sair',
  invoiceRetryOk: 'Tentar novamente',
  invoiceResent: 'Invoice resent successfully!',
  invoiceResendFailure: 'Error resending invoice!',
  idleCanceled: 'Idle payment canceled successfully!',
  idleCancelFailed: 'Failed to cancel idle payment.',
  idleCancelError: 'An error occurred while canceling the payment.',
  idleCanceledButton: 'Idle Payment Canceled',
} as const;
