import { randomUUID } from 'node:crypto';
import { apiErrorBody, nfeResendAnswer, refundAnswer, refundQuery } from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import { badRequest } from '../../platform/http/http-error';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { RefundsService } from './refunds.service';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A client's key for one refund: visible ASCII, as most providers take it. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** The request's Idempotency-Key, or a new key: without one, each request is a new refund. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return `auto-${randomUUID()}`;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('Idempotency-Key', 'idempotencyKeyFormat');
  }
  return key;
}

/** What the invoices module does for a resend of the financial screen. */
export type ResendInvoice = (
  transactionPk: number,
  visibleTenantPks: readonly number[],
) => Promise<z.infer<typeof nfeResendAnswer>['data']>;

/** Refunds and invoice resends of the financial movements screen (spec 3 §7 "Financial service"). */
export function registerRefundRoutes(
  app: ApiApp,
  deps: { refunds: RefundsService; resend: ResendInvoice; guard: PreHandler[] },
): void {
  app.post(
    '/api/financial/transactions/:id/payments/refunds',
    {
      schema: {
        tags: ['payments'],
        summary: 'Refund a recharge or a wallet deposit, in total or in part',
        description:
          "`id` is the row's `transactionPk`: a recharge's transaction pk (targetType " +
          "TRANSACTION, the default) or a deposit's pk (targetType USER). Without " +
          '`partialAmount` (integer cents) all that is left is refunded. Only an approved ' +
          'payment refunds. Card and Pix go back through the payment provider, a wallet-paid ' +
          'recharge back into the wallet, MANUAL_DASHBOARD is recorded as money returned outside ' +
          'the product. Send an `Idempotency-Key` header (1 to 100 visible characters) to make a ' +
          'retried request refund once. 202: the provider did not answer; retry with the same key.',
        params,
        querystring: refundQuery,
        response: {
          200: refundAnswer,
          202: refundAnswer,
          400: apiErrorBody,
          404: apiErrorBody,
          409: apiErrorBody,
          502: apiErrorBody,
        },
      },
      preHandler: deps.guard,
    },
    async (request, reply) => {
      const auth = authOf(request);
      const data = await deps.refunds.refund({
        targetType: request.query.targetType,
        targetPk: request.params.id,
        partialAmount: request.query.partialAmount,
        visibleTenantPks: auth.visibleTenantPks,
        idempotencyKey: idempotencyKeyOf(request),
        actor: String(auth.user.user_pk),
      });
      return reply.status(data.refundState === 'requested' ? 202 : 200).send({ data });
    },
  );

  app.post(
    '/api/financial/transactions/:id/nfes/resends',
    {
      schema: {
        tags: ['invoices'],
        summary: "Issue again a recharge's invoice in erro_autorizacao or rejeitado",
        params,
        response: { 200: nfeResendAnswer, 400: apiErrorBody, 404: apiErrorBody, 409: apiErrorBody },
      },
      preHandler: deps.guard,
    },
    async (request) => ({
      data: await deps.resend(request.params.id, authOf(request).visibleTenantPks),
    }),
  );
}
