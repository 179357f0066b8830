import { apiErrorBody, hasRole, transactionDetail, transactionPage } from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound } from '../../platform/http/http-error';
import { requireAnyRoute } from '../auth';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { callerZone, requestLanguage } from '../../platform/http/human-time';
import { accessOf } from '../../platform/http/access-of';
import { countTransactions, findTransactions } from './transaction-search';
import { transactionFilterFields, transactionFilterOf } from './transaction-filter-query';
import { transactionViewOf } from './transaction-view';
import { pricedItems } from './transaction-price-items';
import { withRunningEstimates } from './running-estimates';
import type { StopPricer } from './stop-pricing';

/** Spec 2 §9: a query returns at most 10,000 transactions. */
export const TRANSACTION_QUERY_CAP = 10_000;

const listQuery = z.object({
  ...transactionFilterFields,
  chargeBoxPk: z.coerce.number().int().positive().optional(),
  userOcppTag: z.string().max(20).optional(),
  headerOrderList: z.string().max(300).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(TRANSACTION_QUERY_CAP).default(10),
});

export const isFinance = (request: FastifyRequest) =>
  hasRole(accessOf(request), 'DASH_FINANCIAL_INDICATORS');

/** Transactions of visible stations, newest first (GET transaction; the station card's list). */
export function registerTransactionListRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler; pricer?: StopPricer },
): void {
  app.get(
    '/api/transaction',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Transactions by station, tag, payment status and start date range',
        querystring: listQuery,
        response: { 200: transactionPage, 400: apiErrorBody },
      },
      preHandler: [deps.authenticate, requireAnyRoute('/transactions', '/stations')],
    },
    async (request) => {
      const q = request.query;
      const { filter, zone } = transactionFilterOf(request, q);
      const [count, rows] = await Promise.all([
        countTransactions(deps.db, filter, TRANSACTION_QUERY_CAP),
        findTransactions(deps.db, filter, { offset: (q.page - 1) * q.size, limit: q.size }),
      ]);
      const finance = isFinance(request);
      const language = requestLanguage(request);
      // Only money callers see the amounts: only they wait for the running estimates.
      const estimated = await withRunningEstimates(rows, finance ? deps.pricer : undefined);
      return {
        count: Math.min(count, TRANSACTION_QUERY_CAP),
        list: estimated.map(({ row }) => transactionViewOf(row, zone, finance, language)),
      };
    },
  );

  app.get(
    '/api/transaction/:id',
    {
      schema: {
        tags: ['transactions'],
        summary: 'One transaction and its meter values by measurand (Power.Active.Import in kW)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ timeZone: z.string().max(64).optional() }),
        response: { 200: transactionDetail, 404: apiErrorBody },
      },
      preHandler: [deps.authenticate, requireAnyRoute('/transactions', '/stations')],
    },
    async (request) => {
      const filter = {
        visibleTenantPks: authOf(request).visibleTenantPks,
        transactionPk: request.params.id,
      };
      const [found] = await findTransactions(deps.db, filter, { offset: 0, limit: 1 });
      if (!found) throw notFound('transactionNotFound');
      const finance = isFinance(request);
      const [estimated] = await withRunningEstimates([found], finance ? deps.pricer : undefined);
      const { row, estimate } = estimated ?? { row: found, estimate: undefined };
      const samples = await deps.db
        .selectFrom('meter_value')
        .select(['value_timestamp', 'measurand', 'unit', 'value_number'])
        .where('transaction_pk', '=', row.transaction_pk)
        .where('measurand', '=', 'Power.Active.Import')
        .where('value_number', 'is not', null)
        .orderBy('value_timestamp')
        .limit(5000)
        .execute();
      const kw = (value: number, unit: string) => (unit === 'kW' ? value : value / 1000);
      const pricing = estimate
        ? { profileName: estimate.profileName, items: estimate.items }
        : finance
          ? await pricedItems(deps.db, row.transaction_pk)
          : null;
      return {
        pricing,
        transaction: transactionViewOf(
          row,
          callerZone(request, request.query.timeZone),
          finance,
          requestLanguage(request),
        ),
        values: {
          'Power.Active.Import': samples.map((s) => ({
            timestamp: new Date(s.value_timestamp).toISOString(),
            value: kw(Number(s.value_number), s.unit),
          })),
        },
      };
    },
  );
}
