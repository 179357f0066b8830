export { TransactionsRepository } from './transactions.repository';
export { SuspectMessagesRepository } from './suspect-messages.repository';
export { TransactionsService, type SampleWriter } from './transactions.service';
