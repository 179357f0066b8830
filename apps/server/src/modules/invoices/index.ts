export { InvoicesRepository } from './invoices.repository';
export { invoicesModule } from './invoices.module';
