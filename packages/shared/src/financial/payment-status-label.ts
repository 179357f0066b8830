/**
 * The key of a financial row's payment status label (spec 3 §4): 'partial_refund' when some
 * amount was refunded and the status is not refunded, otherwise the status itself. The screen
 * and the spreadsheet label a row by it, so both say the same.
 */
export function paymentStatusKey(row: {
  paymentStatus: string | null;
  paymentTransactionAmountRefunded?: number | null;
}): string | null {
  if ((row.paymentTransactionAmountRefunded ?? 0) > 0 && row.paymentStatus !== 'refunded')
    return 'partial_refund';
  return row.paymentStatus;
}
