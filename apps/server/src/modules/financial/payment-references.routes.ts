import { apiErrorBody, externalReferenceIdList } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import { notFound } from '../../platform/http/http-error';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { PaymentReferences } from './payment-references';

const params = z.object({ id: z.string().trim().min(1).max(200) });
/** Which financial row a numeric id names: a recharge (default) or a deposit. */
const querystring = z.object({ targetType: z.enum(['TRANSACTION', 'IDLE', 'USER']).optional() });

/** The card payment service of spec 3 §7: a payment's external id. */
export function registerPaymentReferenceRoutes(
  app: ApiApp,
  deps: { references: PaymentReferences; guard: PreHandler[] },
): void {
  const { references, guard } = deps;

  app.get(
    '/api/payments/chargeId/:id',
    {
      schema: {
        tags: ['financial'],
        summary: "A payment's external id (text), without the prefix up to its first underscore",
        params,
        querystring,
        response: { 200: z.string(), 403: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const { visibleTenantPks } = authOf(request);
      const id = await references.chargeExternalId(
        request.params.id,
        visibleTenantPks,
        request.query.targetType,
      );
      if (id === undefined) throw notFound('paymentNotFound');
      return reply.type('text/plain; charset=utf-8').send(id);
    },
  );

  app.get(
    '/api/payments/externalReferenceId/:id',
    {
      schema: {
        tags: ['financial'],
        summary: 'The external ids of the payments of a reference, each without its prefix',
        params,
        querystring,
        response: { 200: externalReferenceIdList, 403: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request) =>
      references.byExternalReference(
        request.params.id,
        authOf(request).visibleTenantPks,
        request.query.targetType,
      ),
  );
}
