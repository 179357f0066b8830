import { apiErrorBody, paymentView as paymentViewSchema } from '@chargedeck/shared';
import type { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import { conflict, notFound } from '../../platform/http/http-error';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { ProviderCharge } from './payment-provider';
import { paymentView } from './payment-view';
import { paymentParams } from './payments.routes';
import type { PaymentsService } from './payments.service';
import type { SandboxPaymentProvider } from './sandbox-payment-provider';

type SandboxAction = 'payPix' | 'expirePix' | 'chargeback';

const ACTIONS: { path: string; action: SandboxAction; summary: string }[] = [
  { path: 'pix/pay', action: 'payPix', summary: 'Sandbox: the driver pays the pending Pix' },
  { path: 'pix/expire', action: 'expirePix', summary: 'Sandbox: the pending Pix expires' },
  { path: 'chargeback', action: 'chargeback', summary: 'Sandbox: the card holder charges back' },
];

/**
 * Calls that only the sandbox has, so tests and demos can drive every payment state. Registered
 * only when the sandbox is the configured provider.
 */
export function registerSandboxAdminRoutes(
  app: ApiApp,
  deps: { payments: PaymentsService; sandbox: SandboxPaymentProvider; guard: PreHandler[] },
): void {
  for (const { path, action, summary } of ACTIONS) {
    app.post(
      `/api/payments/sandbox/:id/${path}`,
      {
        schema: {
          tags: ['payments'],
          summary,
          params: paymentParams,
          response: { 200: paymentViewSchema, 404: apiErrorBody, 409: apiErrorBody },
        },
        preHandler: deps.guard,
      },
      async (request) => {
        const { id } = request.params as z.infer<typeof paymentParams>;
        const row = await deps.payments.find(id, authOf(request).visibleTenantPks);
        if (!row?.provider_ref || row.provider !== 'sandbox') throw notFound('paymentNotFound');
        const charge: ProviderCharge | undefined = await deps.sandbox[action](row.provider_ref);
        if (!charge) throw conflict('paymentNothingToDo', 'status', { status: row.status });
        const by = { key: `sandbox-admin:${action}`, source: 'sandbox-admin' as const };
        const actor = `user:${authOf(request).user.user_pk}`;
        return paymentView((await deps.payments.record(row, charge, { ...by, actor })).row);
      },
    );
  }
}
