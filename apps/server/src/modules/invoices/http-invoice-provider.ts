import type { InvoiceStatus } from '../../platform/db/schema';
import type {
  CancelOutcome,
  InvoiceCancellation,
  InvoiceOutcome,
  InvoiceProvider,
  InvoiceRequest,
} from './invoice-provider';

const KNOWN: readonly InvoiceStatus[] = [
  'processando_autorizacao',
  'autorizado',
  'erro_autorizacao',
  'rejeitado',
  'permissao_negada',
  'cancelado',
  'erro_cancelamento',
];

interface GatewayAnswer {
  id?: string | number;
  status?: string;
  urls?: string[];
  url?: string;
  pdf_url?: string;
  xml_url?: string;
  error?: string;
  message?: string;
}

/**
 * An NFS-e gateway over HTTP (eNotas, Focus NFe and the like behind a small adapter): POST of
 * the invoice as JSON to INVOICE_HTTP_URL with `Authorization: Token INVOICE_HTTP_TOKEN`. The
 * answer carries `id`, `status` (the spec 3 invoice statuses) and the document addresses in
 * `urls` (or `url`, `pdf_url`, `xml_url`); 4xx answers are rejections, other failures errors.
 * A cancellation is `DELETE INVOICE_HTTP_URL/{id}` with the gateway's id of the invoice.
 */
export class HttpInvoiceProvider implements InvoiceProvider {
  readonly name = 'http';

  constructor(private readonly options: { url: string; token: string; fetch?: typeof fetch }) {}

  async issue(request: InvoiceRequest): Promise<InvoiceOutcome> {
    const doFetch = this.options.fetch ?? fetch;
    let answer: Response;
    try {
      answer = await doFetch(this.options.url, {
        method: 'POST',
        headers: {
          Authorization: `Token ${this.options.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({
          reference: `chargedeck-${request.transactionPk}-${request.attempt}`,
          amount: request.amountCents / 100,
          currency: request.currency,
          description: request.description,
          issuer: request.tenantName,
          customer: { name: request.customerName, email: request.customerEmail },
        }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      return { status: 'erro_autorizacao', error: `Invoice gateway unreachable: ${String(error)}` };
    }
    const body = (await answer.json().catch(() => ({}))) as GatewayAnswer;
    if (!answer.ok) {
      const error = body.error ?? body.message ?? `HTTP ${answer.status}`;
      return answer.status >= 400 && answer.status < 500
        ? { status: 'rejeitado', error }
        : { status: 'erro_autorizacao', error };
    }
    const status = KNOWN.find((s) => s === body.status) ?? 'processando_autorizacao';
    const externalId = body.id === undefined ? null : String(body.id);
    if (status === 'autorizado') {
      const urls =
        body.urls ??
        [body.url, body.pdf_url, body.xml_url].filter((u): u is string => typeof u === 'string');
      return { status, externalId: externalId ?? '', urls };
    }
    if (status === 'processando_autorizacao') return { status, externalId };
    return { status, error: body.error ?? body.message ?? status };
  }

  async cancel(request: InvoiceCancellation): Promise<CancelOutcome> {
    if (!request.externalId) {
      return { status: 'erro_cancelamento', error: 'The gateway never named this invoice' };
    }
    const doFetch = this.options.fetch ?? fetch;
    const base = this.options.url.replace(/\/+$/, '');
    try {
      const answer = await doFetch(`${base}/${encodeURIComponent(request.externalId)}`, {
        method: 'DELETE',
        headers: { Authorization: `Token ${this.options.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(20_000),
      });
      if (answer.ok) return { status: 'cancelado' };
      const body = (await answer.json().catch(() => ({}))) as GatewayAnswer;
      return {
        status: 'erro_cancelamento',
        error: body.error ?? body.message ?? `HTTP ${answer.status}`,
      };
    } catch (error) {
      return {
        status: 'erro_cancelamento',
        error: `Invoice gateway unreachable: ${String(error)}`,
      };
    }
  }
}
