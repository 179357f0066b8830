import { z } from 'zod';
import {
  apiErrorBody,
  messageText,
  voucherCreateAnswer,
  voucherCreateBody,
  voucherDetail,
  voucherDetailQuery,
  voucherHistoryAnswer,
  voucherHistoryQuery,
  voucherLastAnswer,
  voucherLastQuery,
  voucherListAnswer,
  voucherListQuery,
  voucherUpdateAnswer,
  voucherUpdateBody,
} from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import { badRequest, notFound } from '../../platform/http/http-error';
import { typedErrorHandler } from '../../platform/http/error-handler';
import { callerZone, requestLanguage } from '../../platform/http/human-time';
import type { PreHandler } from '../../platform/http/pre-handler';
import { detailOf, historyEntryOf, listItemOf } from './voucher-view';
import type { VoucherCaller, VouchersService } from './vouchers.service';
import type { VouchersRepository } from './vouchers.repository';

export interface VoucherRoutesDeps {
  vouchers: VouchersService;
  repository: VouchersRepository;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const TAGS = ['vouchers'];
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function callerOf(request: FastifyRequest): VoucherCaller {
  const auth = authOf(request);
  return {
    visibleTenantPks: auth.visibleTenantPks,
    requestTenantPk: auth.requestTenant.tenant_pk,
    userPk: auth.user.user_pk,
    userName: [auth.user.name, auth.user.last_name].filter(Boolean).join(' '),
  };
}

/** The caller's tenants, or only `tenantPk` when asked (one of them, else 404). */
function scopeOf(request: FastifyRequest, tenantPk: number | undefined): number[] {
  const visible = authOf(request).visibleTenantPks;
  if (tenantPk === undefined) return visible;
  if (!visible.includes(tenantPk)) throw notFound();
  return [tenantPk];
}

/** Vouchers (spec 3 §7 "Vouchers"), behind the /vouchers route (DASH_CVE_PRO_CREATE_VOUCHER). */
export function registerVoucherRoutes(app: ApiApp, deps: VoucherRoutesDeps): void {
  const { vouchers, repository } = deps;
  const preHandler = [deps.authenticate, deps.requireRoute('/vouchers')];

  async function found(request: FastifyRequest, voucherPk: number) {
    const row = await repository.find(voucherPk, authOf(request).visibleTenantPks, vouchers.now());
    if (!row) throw notFound('voucherNotFound');
    return row;
  }

  app.get(
    '/api/vouchers',
    {
      schema: {
        tags: TAGS,
        summary:
          'Vouchers, newest first, with their status now; start and expire in the zone of timeZone',
        querystring: voucherListQuery,
        response: { 200: voucherListAnswer, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler,
    },
    async (request) => {
      const query = request.query;
      const zone = callerZone(request, query.timeZone);
      const page = await repository.list(scopeOf(request, query.tenantPk), query, vouchers.now());
      return { count: page.count, results: page.rows.map((row) => listItemOf(row, zone)) };
    },
  );

  app.post(
    '/api/vouchers',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a voucher; start and expire in UTC, YYYY-MM-DD HH:mm:ss',
        body: voucherCreateBody,
        response: { 201: voucherCreateAnswer, 400: apiErrorBody },
      },
      preHandler,
    },
    async (request, reply) => {
      const voucherPk = await vouchers.create(callerOf(request), request.body);
      const message = messageText('voucherCreated', requestLanguage(request));
      return reply.code(201).send({ voucher_pk: voucherPk, message });
    },
  );

  app.get(
    '/api/vouchers/last',
    {
      schema: {
        tags: TAGS,
        summary: 'The newest voucher with this code; taken when its status is ACTIVE',
        querystring: voucherLastQuery,
        response: { 200: voucherLastAnswer, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler,
    },
    async (request) => {
      const scope = scopeOf(request, request.query.tenantPk);
      const last = await repository.lastByCode(request.query.code, scope, vouchers.now());
      return { voucher: last ?? null, taken: last?.status === 'ACTIVE' };
    },
  );

  app.get(
    '/api/vouchers/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A voucher with its users and its consumption; dates in the zone of timeZone',
        params,
        querystring: voucherDetailQuery,
        response: { 200: voucherDetail, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler,
    },
    async (request) => {
      const row = await found(request, request.params.id);
      const users = await repository.usersOf(row.voucher_pk);
      return detailOf(row, users, callerZone(request, request.query.timeZone));
    },
  );

  app.put(
    '/api/vouchers/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Update a voucher (not its code); charge_box_pks null: every charger; user_pks null ' +
          'keeps the guests, a list replaces them',
        params,
        body: voucherUpdateBody,
        response: { 200: voucherUpdateAnswer, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler,
      errorHandler: typedErrorHandler,
    },
    async (request) => {
      await vouchers.update(callerOf(request), request.params.id, request.body);
      return {
        type: 'success' as const,
        message: messageText('voucherUpdated', requestLanguage(request)),
      };
    },
  );

  app.get(
    '/api/vouchers/:id/history',
    {
      schema: {
        tags: TAGS,
        summary: "A voucher's history, newest first; userPk keeps one user's entries",
        params,
        querystring: voucherHistoryQuery,
        response: { 200: voucherHistoryAnswer, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler,
    },
    async (request) => {
      const voucher = await found(request, request.params.id);
      const { page, size, userPk } = request.query;
      if (page * size > 10_000_000) throw badRequest('page', 'invalid');
      const history = await repository.history(voucher.voucher_pk, { page, size, userPk });
      return {
        count: history.count,
        results: history.rows.map((row) => historyEntryOf(row, voucher)),
      };
    },
  );
}
