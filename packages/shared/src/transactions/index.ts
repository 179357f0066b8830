export * from './transaction.schemas';
