import type { FastifyBaseLogger } from 'fastify';
import { conflict, notFound } from '../../platform/http/http-error';
import type { InvoiceProvider } from './invoice-provider';
import { RESENDABLE, type InvoicesRepository } from './invoices.repository';

/**
 * Fiscal invoices of paid recharges: one per transaction, requested when it is paid (at the
 * stop for wallet payments, on manual confirmation) and issued in the background so a station
 * or an operator never waits for the issuer; a rejected or failed one can be resent.
 */
export class InvoicesService {
  private readonly inflight = new Set<Promise<void>>();

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly provider: InvoiceProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Requests the invoice of a transaction if it is paid and has none; does not wait. */
  requestFor(transactionPk: number): void {
    const work = this.request(transactionPk).catch((error: unknown) => {
      this.log.error({ err: error, transactionPk }, 'invoice could not be requested');
    });
    this.inflight.add(work);
    void work.finally(() => this.inflight.delete(work));
  }

  async request(transactionPk: number): Promise<void> {
    const invoicePk = await this.invoices.open(transactionPk, this.provider.name);
    if (invoicePk !== undefined) await this.issue(invoicePk, ['processando_autorizacao']);
  }

  /** Sends again the invoice of a visible transaction whose last attempt failed. */
  async resend(transactionPk: number, visibleTenantPks: readonly number[]) {
    const found = await this.invoices.findVisible(transactionPk, visibleTenantPks);
    if (!found) throw notFound('transactionNotFound');
    if (found.invoice_pk === null || found.status === null) {
      throw conflict('noInvoice');
    }
    if (!RESENDABLE.includes(found.status)) {
      throw conflict('invoiceNotResendable', undefined, { status: found.status });
    }
    const settled = await this.issue(found.invoice_pk, RESENDABLE);
    if (!settled) throw conflict('invoiceResending');
    const after = await this.invoices.findVisible(transactionPk, visibleTenantPks);
    return { transactionPk, nfeStatus: after?.status ?? null, nfeUrls: after?.urls ?? [] };
  }

  /**
   * Asks the issuer to cancel the authorised invoice of a transaction refunded in full; answers
   * the invoice's status afterwards, or null when it had no authorised invoice.
   */
  async cancelFor(transactionPk: number): Promise<string | null> {
    const invoice = await this.invoices.cancellable(transactionPk);
    if (!invoice) return null;
    const outcome = await this.provider
      .cancel({
        invoicePk: invoice.invoice_pk,
        transactionPk: invoice.transaction_pk,
        externalId: invoice.external_id,
      })
      .catch((error: unknown) => ({ status: 'erro_cancelamento' as const, error: String(error) }));
    await this.invoices.settleCancel(invoice.invoice_pk, outcome);
    if ('error' in outcome) {
      this.log.warn({ transactionPk, error: outcome.error }, 'invoice cancellation refused');
    }
    return outcome.status;
  }

  /** Waits for the invoices being issued (a clean stop, tests). */
  async settled(): Promise<void> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight]);
  }

  private async issue(invoicePk: number, from: Parameters<InvoicesRepository['claim']>[1]) {
    const request = await this.invoices.claim(invoicePk, from);
    if (!request) return false;
    const outcome = await this.provider.issue(request).catch((error: unknown) => ({
      status: 'erro_autorizacao' as const,
      error: String(error),
    }));
    await this.invoices.settle(invoicePk, outcome);
    if (outcome.status !== 'autorizado' && 'error' in outcome) {
      this.log.warn({ invoicePk, status: outcome.status, error: outcome.error }, 'invoice refused');
    }
    return true;
  }
}
