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
import { registerRefundRoutes, type ResendInvoice } from './refunds.routes';
import { RefundsService, type RefundInvoices, type RefundVouchers } from './refunds.service';
import { registerSandboxAdminRoutes } from './sandbox-admin.routes';
import { DriverPaymentsRepository } from './driver-payments.repository';
import { registerDriverPaymentRoutes } from './driver-payments.routes';
import { registerPaymentTypeRoutes } from './payment-types.routes';
import { RechargeCharges } from './recharge-charges';
import { rememberRemoteStartPayment, type RemoteStartPayment } from './remote-start-payments';

/**
 * Card authentication (3-D Secure) through the configured card provider, and payments through
 * the configured payment provider: its webhook, the sandbox's admin calls, the job that
 * reconciles payments whose outcome is unknown, and refunds (with the invoice resend of the
 * financial screen, through the invoices module).
 */
export function paymentsModule(
  ctx: ModuleContext,
  deps: {
    tenants: TenantDirectory;
    /** Told of a recharge a payment just paid (its invoice is due). */
    onRechargePaid: (transactionPk: number) => void;
    invoices: RefundInvoices & { resend: ResendInvoice };
    /** Gives a refunded voucher-paid recharge's value back to its voucher. */
    vouchers: RefundVouchers;
  },
) {
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
    deps.onRechargePaid,
  );
  const charges = new RechargeCharges(ctx.db, payments, http.log.child({ module: 'payments' }));
  registerPaymentTypeRoutes(http, { provider: provider.name, authenticate: ctx.authenticate });
  registerDriverPaymentRoutes(http, {
    payments,
    drivers: new DriverPaymentsRepository(ctx.db),
    authenticate: ctx.authenticate,
  });
  const guard = [ctx.authenticate, ctx.requireRoute('/financial')];
  registerPaymentRoutes(http, { payments, guard });
  const refunds = new RefundsService(
    ctx.db,
    payments,
    deps.invoices,
    deps.vouchers,
    http.log.child({ module: 'refunds' }),
  );
  registerRefundRoutes(http, { refunds, resend: deps.invoices.resend, guard });
  if (provider.name === 'sandbox')
    registerSandboxAdminRoutes(http, { payments, sandbox: provider, guard });
  http.addHook('onClose', async () => {
    await charges.settled();
    if (provider.name === 'sandbox') provider.close();
  });
  const reconcileJob: Job = {
    name: 'payments-reconcile',
    pattern: config.payments.reconcileCron,
    run: async () => {
      await payments.reconcile();
      await refunds.reconcile();
    },
  };
  const remoteStartPayments = (start: RemoteStartPayment) =>
    rememberRemoteStartPayment(ctx.db, provider.name, start);
  return { payments, reconcileJob, transactionHooks: charges.hooks, remoteStartPayments };
}
