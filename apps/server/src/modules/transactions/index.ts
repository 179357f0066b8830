export { TransactionsRepository } from './transactions.repository';
export type { TransactionHooks, TransactionLifecycle } from './transaction-lifecycle';
export { transactionsModule } from './transactions.module';
