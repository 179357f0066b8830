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
export { isFinance } from './transaction-list.routes';
