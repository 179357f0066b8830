export { TransactionsRepository } from './transactions.repository';
export { SuspectMessagesRepository } from './suspect-messages.repository';
export {
  TransactionsService,
  type SampleWriter,
  type TransactionWrites,
} from './transactions.service';
export { startAuthorized, type AuthorizedStart, type StartRequest } from './authorized-starts';
export type {
  StoppedTransaction,
  TransactionStart,
  TransactionStop,
} from './transactions.repository';
export type {
  CommittedStart,
  CommittedStop,
  MessageOrigin,
  TransactionHooks,
  TransactionLifecycle,
} from './transaction-lifecycle';
export { transactionBatches } from './transaction-batches';
export { transactionsModule, type StationChangeListener } from './transactions.module';
