import { apiErrorBody, fileAnswer } from '@chargedeck/shared';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { requestLanguage } from '../../platform/http/human-time';
import { isFinance, TRANSACTION_QUERY_CAP } from './transaction-list.routes';
import { meterValuesWorkbook, transactionsWorkbook } from './transaction-reports';
import { countTransactions } from './transaction-search';
import { transactionFilterFields, transactionFilterOf } from './transaction-filter-query';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel downloads of the transactions screen (spec 2 §7). */
export function registerTransactionReportRoutes(
  app: ApiApp,
  deps: {
    db: Database;
    authenticate: PreHandler;
    requireRoute: (path: string) => PreHandler;
    /** Counts the download against the tenant's monthly report limit. */
    countReport: PreHandler;
  },
): void {
  app.get(
    '/api/report/xlsx/transactions',
    {
      schema: {
        tags: ['transactions'],
        summary: 'The transactions of the list filters as .xlsx',
        querystring: z.object(transactionFilterFields),
        response: {
          200: fileAnswer(XLSX, 'the transactions of the filters, one row each'),
          400: apiErrorBody,
          403: apiErrorBody,
        },
      },
      preHandler: [deps.authenticate, deps.requireRoute('/transactions'), deps.countReport],
    },
    async (request, reply) => {
      const { filter, zone } = transactionFilterOf(request, request.query);
      const stream = transactionsWorkbook(
        deps.db,
        filter,
        { zone, finance: isFinance(request), locale: requestLanguage(request) },
        TRANSACTION_QUERY_CAP,
      );
      return reply
        .type(XLSX)
        .header('Content-Disposition', 'attachment; filename="transactions.xlsx"')
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/api/report/xlsx/transactions/:id/meter-values',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Every meter value of one transaction as .xlsx',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: {
          200: fileAnswer(XLSX, 'every meter value of the transaction, one row each'),
          403: apiErrorBody,
          404: apiErrorBody,
        },
      },
      preHandler: [deps.authenticate, deps.requireRoute('/transactions'), deps.countReport],
    },
    async (request, reply) => {
      const id = request.params.id;
      const visible = await countTransactions(
        deps.db,
        {
          visibleTenantPks: authOf(request).visibleTenantPks,
          transactionPk: id,
        },
        1,
      );
      if (visible === 0) throw notFound('transactionNotFound');
      return reply
        .type(XLSX)
        .header('Content-Disposition', `attachment; filename="transaction-${id}-meter-values.xlsx"`)
        .header('Cache-Control', 'no-store')
        .send(meterValuesWorkbook(deps.db, id, requestLanguage(request)));
    },
  );
}
