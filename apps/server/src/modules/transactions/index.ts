export { TransactionsRepository } from './transactions.repository';
export { SuspectMessagesRepository } from './suspect-messages.repository';
export { TransactionsService } from './transactions.service';
export { startAuthorized, type AuthorizedStart, type StartRequest } from './authorized-starts';
export type { StoppedTransaction, TransactionStop } from './transactions.repository';
export { isFinance } from './transaction-list.routes';
