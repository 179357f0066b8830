import type { ModuleContext } from '../../platform/module-context';
import { createInvoiceProvider } from './create-invoice-provider';
import { invoiceHooks } from './invoice-hooks';
import { InvoicesRepository } from './invoices.repository';
import { registerInvoiceRoutes } from './invoices.routes';
import { InvoicesService } from './invoices.service';

/** Fiscal invoices of paid transactions: requested at a paid stop or a payment. */
export function invoicesModule(ctx: ModuleContext) {
  const { http, config } = ctx;
  const repository = new InvoicesRepository(ctx.db);
  const invoices = new InvoicesService(
    repository,
    createInvoiceProvider(config.invoices, config.publicUrl),
    http.log.child({ module: 'invoices' }),
  );
  registerInvoiceRoutes(http, { invoices, repository, authenticate: ctx.authenticate });
  // Registered before the OCPP module's close: invoices requested by the stops it flushes on
  // close are waited for after it, and before the database closes.
  http.addHook('onClose', () => invoices.settled());
  return {
    requestFor: (transactionPk: number) => invoices.requestFor(transactionPk),
    cancelFor: (transactionPk: number) => invoices.cancelFor(transactionPk),
    resend: (transactionPk: number, visibleTenantPks: readonly number[]) =>
      invoices.resend(transactionPk, visibleTenantPks),
    transactionHooks: invoiceHooks(invoices),
  };
}
