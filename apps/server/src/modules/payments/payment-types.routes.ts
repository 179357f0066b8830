import { apiErrorBody, paymentTypeTenantList } from '@chargedeck/shared';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { PaymentProviderName } from './payment-provider';
import { tenantPaymentTypes } from './tenant-payment-types';

/** GET payment/types (spec 2 §7): the payment types the signed-in tenant offers. */
export function registerPaymentTypeRoutes(
  app: ApiApp,
  deps: { provider: PaymentProviderName; authenticate: PreHandler },
): void {
  app.get(
    '/api/payment/types',
    {
      config: { access: 'session' },
      schema: {
        tags: ['payments'],
        summary: "The payment types the tenant offers (the remote start's payment options)",
        response: { 200: paymentTypeTenantList, 401: apiErrorBody },
      },
      preHandler: deps.authenticate,
    },
    async (request) => ({
      payment_type_tenant_list: tenantPaymentTypes(
        authOf(request).requestTenant,
        deps.provider,
      ).map((payment_type) => ({ payment_type })),
    }),
  );
}
