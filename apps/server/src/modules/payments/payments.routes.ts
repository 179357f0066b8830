import {
  apiErrorBody,
  paymentDetail as paymentDetailSchema,
  webhookAnswer,
} from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import { notFound, unauthorized } from '../../platform/http/http-error';
import type { PreHandler } from '../../platform/http/pre-handler';
import { WebhookRejected } from './payment-provider';
import { paymentDetail } from './payment-view';
import type { PaymentsService } from './payments.service';
import { keepRawBody, rawBodyOf } from './webhook-raw-body';

export const paymentParams = z.object({ id: z.coerce.number().int().positive() });

/** The provider's webhook, and a payment with its recorded transitions. */
export function registerPaymentRoutes(
  app: ApiApp,
  deps: { payments: PaymentsService; guard: PreHandler[] },
): void {
  const { payments } = deps;

  app.post(
    `/api/payments/webhooks/${payments.provider.name}`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "The payment provider's notifications (signed; the state is read back from it)",
        response: { 200: webhookAnswer, 401: apiErrorBody },
      },
      preParsing: keepRawBody,
    },
    async (request) => {
      try {
        const received = await payments.receiveWebhook({
          headers: request.headers,
          query: request.query as Record<string, string | undefined>,
          body: request.body,
          rawBody: rawBodyOf(request),
        });
        return { received };
      } catch (error) {
        if (error instanceof WebhookRejected) {
          request.log.warn({ reason: error.message }, 'payment notification refused');
          throw unauthorized('webhookNotVerified');
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/payments/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'A payment and every transition it went through (who or what, when)',
        params: paymentParams,
        response: { 200: paymentDetailSchema, 404: apiErrorBody },
      },
      preHandler: deps.guard,
    },
    async (request) => {
      const { id } = request.params as z.infer<typeof paymentParams>;
      const row = await payments.find(id, authOf(request).visibleTenantPks);
      if (!row) throw notFound('paymentNotFound');
      return paymentDetail(row, await payments.events(id));
    },
  );
}
