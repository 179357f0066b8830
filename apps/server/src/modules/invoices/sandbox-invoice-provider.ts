import type {
  CancelOutcome,
  InvoiceOutcome,
  InvoiceProvider,
  InvoiceRequest,
} from './invoice-provider';

/** Where this server serves an invoice document (GET /api/invoices/{id}/document/{key}). */
export function invoiceDocumentPath(invoicePk: number, accessKey: string): string {
  return `/api/invoices/${invoicePk}/document/${accessKey}`;
}

/** A fixed spread of transaction numbers over [0, 1), so a reject rate picks the same ones. */
export function rejectBucket(transactionPk: number): number {
  return (Math.imul(transactionPk, 2654435761) >>> 0) / 2 ** 32;
}

/**
 * The embedded issuer: authorises invoices and serves their documents itself. The first issue of
 * a share of the transactions (`rejectRate`, picked by transaction number, so the same ones every
 * run) is rejected as a tax authority would; a resend of those is authorised.
 */
export class SandboxInvoiceProvider implements InvoiceProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly rejectRate: number,
    private readonly publicUrl: string | undefined,
  ) {}

  async issue(request: InvoiceRequest): Promise<InvoiceOutcome> {
    if (request.attempt === 1 && rejectBucket(request.transactionPk) < this.rejectRate) {
      return {
        status: 'rejeitado',
        error: 'Sandbox: rejected by the simulated tax authority (INVOICE_SANDBOX_REJECT_RATE)',
      };
    }
    const base = (this.publicUrl ?? '').replace(/\/+$/, '');
    return {
      status: 'autorizado',
      externalId: `SANDBOX-${request.transactionPk}-${request.attempt}`,
      urls: [`${base}${invoiceDocumentPath(request.invoicePk, request.accessKey)}`],
    };
  }

  /** The simulated tax authority always accepts a cancellation. */
  async cancel(): Promise<CancelOutcome> {
    return { status: 'cancelado' };
  }
}
