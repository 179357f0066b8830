export { createInvoiceProvider } from './create-invoice-provider';

export { InvoicesRepository } from './invoices.repository';
export { InvoicesService } from './invoices.service';
export { registerInvoiceRoutes } from './invoices.routes';
