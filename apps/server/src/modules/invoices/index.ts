export { createInvoiceProvider } from './create-invoice-provider';
export { invoiceConfig, type InvoiceConfig } from './invoice-config';
export type { InvoiceProvider } from './invoice-provider';
export { InvoicesRepository } from './invoices.repository';
export { InvoicesService } from './invoices.service';
export { registerInvoiceRoutes } from './invoices.routes';
export { invoiceHooks } from './invoice-hooks';
export { invoicesModule } from './invoices.module';
