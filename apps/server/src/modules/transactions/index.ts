export { TransactionsRepository } from './transactions.repository';
export { SuspectMessagesRepository } from './suspect-messages.repository';
export {
  TransactionsService,
  directWrites,
  type SampleWriter,
  type TransactionWrites,
} from './transactions.service';
export type {
  StoppedTransaction,
  TransactionStart,
  TransactionStop,
} from './transactions.repository';
