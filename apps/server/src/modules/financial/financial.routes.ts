import {
  FINANCIAL_SPREADSHEET_NAME,
  apiErrorBody,
  fileAnswer,
  financialAccountQuery,
  financialChargeBoxList,
  financialQuery,
  financialSpreadsheetQuery,
  financialSummary,
  financialTenantList,
  financialTransactionPage,
} from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import { callerZone, requestLanguage } from '../../platform/http/human-time';
import type { PreHandler } from '../../platform/http/pre-handler';
import { FINANCIAL_TABS, type FinancialCaller, type FinancialService } from './financial.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TAGS = ['financial'];
/** The spreadsheet holds at most this many movements. */
export const FINANCIAL_SPREADSHEET_CAP = 100_000;

export interface FinancialRoutesDeps {
  financial: FinancialService;
  guard: PreHandler[];
  /** Counts the download against the tenant's monthly report limit. */
  countReport: PreHandler;
}

export function callerOf(request: FastifyRequest): FinancialCaller {
  const auth = authOf(request);
  return {
    visibleTenantPks: auth.visibleTenantPks,
    requestTenantPk: auth.requestTenant.tenant_pk,
    zone: callerZone(request),
    locale: requestLanguage(request),
  };
}

const errors = { 400: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody };

/** Financial movements (spec 3 §7 "Financial service"), under /api/financial. */
export function registerFinancialRoutes(app: ApiApp, deps: FinancialRoutesDeps): void {
  const { financial, guard } = deps;

  app.get(
    '/api/financial/transactions/summary',
    {
      schema: {
        tags: TAGS,
        summary: 'How many movements the filters match and their sums (cents)',
        querystring: financialQuery,
        response: { 200: financialSummary, ...errors },
      },
      preHandler: guard,
    },
    async (request) => financial.summary(callerOf(request), request.query),
  );

  const lists = [
    ['/api/financial/transactions', 'all', 'Every movement: recharges, idle charges, deposits'],
    ['/api/financial/transactions/recharges', 'recharges', 'Recharges and their idle charges'],
    ['/api/financial/transactions/deposits', 'deposits', 'Wallet deposits'],
  ] as const;
  for (const [path, tab, summary] of lists) {
    app.get(
      path,
      {
        schema: {
          tags: TAGS,
          summary: `${summary}, a page of the filters, newest first`,
          querystring: financialQuery,
          response: { 200: financialTransactionPage, ...errors },
        },
        preHandler: guard,
      },
      async (request) => financial.page(callerOf(request), request.query, FINANCIAL_TABS[tab]),
    );
  }

  app.get(
    '/api/financial/transactions/xlsx',
    {
      schema: {
        tags: TAGS,
        summary: `The movements of the filters and of a tab as ${FINANCIAL_SPREADSHEET_NAME}`,
        description:
          'tab: all (default: recharges, idle charges and deposits), recharges (recharges and ' +
          'their idle charges) or deposits (wallet deposits), as the lists of the same names.',
        querystring: financialSpreadsheetQuery,
        response: {
          200: fileAnswer(XLSX, 'the movements of the filters, one row each'),
          ...errors,
        },
      },
      preHandler: [...guard, deps.countReport],
    },
    async (request, reply) => {
      const stream = await financial.workbook(
        callerOf(request),
        request.query,
        FINANCIAL_SPREADSHEET_CAP,
        FINANCIAL_TABS[request.query.tab],
      );
      return reply
        .type(XLSX)
        .header('Content-Disposition', `attachment; filename="${FINANCIAL_SPREADSHEET_NAME}"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/api/financial/tenants',
    {
      schema: {
        tags: TAGS,
        summary: 'The account and, with searchTenantChildren, its child tenants',
        querystring: financialAccountQuery,
        response: { 200: financialTenantList, ...errors },
      },
      preHandler: guard,
    },
    async (request) => financial.tenants(callerOf(request), request.query),
  );

  app.get(
    '/api/financial/chargeboxes',
    {
      schema: {
        tags: TAGS,
        summary: "The stations of the account (and, with searchTenantChildren, its children's)",
        querystring: financialAccountQuery,
        response: { 200: financialChargeBoxList, ...errors },
      },
      preHandler: guard,
    },
    async (request) => financial.chargeBoxes(callerOf(request), request.query),
  );
}
