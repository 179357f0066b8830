import { apiErrorBody, fileAnswer } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { badRequest, notFound } from '../../platform/http/http-error';
import { requireRoute } from '../auth';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { requestLanguage } from '../../platform/http/human-time';
import { invoiceDocumentHtml } from './invoice-document';
import type { InvoicesRepository } from './invoices.repository';
import type { InvoicesService } from './invoices.service';

const transactionPk = z.number().int().positive();

/** The invoice of a transaction once its resend was asked. */
const resent = z.object({
  data: z.object({
    transactionPk: z.number(),
    nfeStatus: z.string().nullable(),
    nfeUrls: z.array(z.string()),
  }),
});
const resendErrors = { 400: apiErrorBody, 404: apiErrorBody, 409: apiErrorBody };

/** Spec 2 §7 sends the bare transaction pk as the body; an object with it is taken too. */
const resendBody = z.union([
  transactionPk,
  z.string().regex(/^\d+$/).transform(Number).pipe(transactionPk),
  z.object({ transaction_pk: transactionPk }).transform((b) => b.transaction_pk),
  z.object({ transactionPk }).transform((b) => b.transactionPk),
]);

/** Invoice resends (spec 2 §7, spec 3) and the sandbox issuer's documents. */
export function registerInvoiceRoutes(
  app: ApiApp,
  deps: { invoices: InvoicesService; repository: InvoicesRepository; authenticate: PreHandler },
): void {
  app.post(
    '/api/nfe/resend',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Issue again the invoice of a transaction (body: its pk) in erro_autorizacao or rejeitado',
        response: { 200: resent, ...resendErrors },
      },
      preHandler: [deps.authenticate, requireRoute('/transactions/show_nf_column')],
    },
    async (request) => {
      const parsed = resendBody.safeParse(request.body);
      if (!parsed.success) throw badRequest('transactionPk', 'notATransactionNumber');
      return { data: await deps.invoices.resend(parsed.data, authOf(request).visibleTenantPks) };
    },
  );

  app.post(
    '/api/transactions/:id/nfes/resends',
    {
      schema: {
        tags: ['invoices'],
        summary: 'Issue again the invoice of a transaction in erro_autorizacao or rejeitado',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: resent, ...resendErrors },
      },
      preHandler: [deps.authenticate, requireRoute('/transactions/show_nf_column')],
    },
    async (request) => ({
      data: await deps.invoices.resend(request.params.id, authOf(request).visibleTenantPks),
    }),
  );

  app.get(
    '/api/invoices/:id/document/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['invoices'],
        summary:
          'The document of an invoice authorised by the sandbox issuer (the key is its link)',
        params: z.object({
          id: z.coerce.number().int().positive(),
          key: z.string().min(10).max(64),
        }),
        response: {
          200: fileAnswer('text/html', 'the invoice document as a printable page'),
          404: apiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const row = await deps.repository.document(request.params.id, request.params.key);
      if (!row) throw notFound('invoiceNotFound');
      return reply
        .header('Cache-Control', 'private, max-age=300')
        .type('text/html; charset=utf-8')
        .send(invoiceDocumentHtml(row, requestLanguage(request)));
    },
  );
}
