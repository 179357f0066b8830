export { invoiceConfig, type InvoiceConfig } from './invoice-config';
export { InvoicesRepository } from './invoices.repository';
export { invoicesModule } from './invoices.module';
