import { apiKeyOf } from '../../platform/http/access-of';
import type { Job } from '../../platform/jobs';
import type { ModuleContext } from '../../platform/module-context';
import type { TenantDirectory } from '../tenants';
import { registerCardAuthenticationRoutes } from './card-authentication.routes';
import { createCardProvider } from './create-card-provider';
import { createPaymentProvider } from './create-payment-provider';
import { PaymentsRepository } from './payments.repository';
import { registerPaymentRoutes } from './payments.routes';
import { PaymentsService } from './payments.service';
import { registerSandboxAdminRoutes } from './sandbox-admin.routes';

/**
 * Card authentication (3-D Secure) through the configured card provider, and payments through
 * the configured payment provider: its webhook, the sandbox's admin calls, and the job that
 * reconciles payments whose outcome is unknown.
 */
export function paymentsModule(ctx: ModuleContext, deps: { tenants: TenantDirectory }) {
  const { http, config } = ctx;
  registerCardAuthenticationRoutes(http, {
    provider: createCardProvider(config.card, ctx.tokenSecret),
    tenantOf: (request) =>
      deps.tenants.service.resolve({ apiKey: apiKeyOf(request), host: request.headers.host }),
  });
  const provider = createPaymentProvider(config.payments, ctx);
  const payments = new PaymentsService(
    new PaymentsRepository(ctx.db),
    provider,
    http.log.child({ module: 'payments' }),
  );
  const guard = [ctx.authenticate, ctx.requireRoute('/financial')];
  registerPaymentRoutes(http, { payments, guard });
  if (provider.name === 'sandbox') {
    registerSandboxAdminRoutes(http, { payments, sandbox: provider, guard });
    http.addHook('onClose', async () => provider.close());
  }
  const reconcileJob: Job = {
    name: 'payments-reconcile',
    pattern: config.payments.reconcileCron,
    run: async () => {
      await payments.reconcile();
    },
  };
  return { payments, reconcileJob };
}
