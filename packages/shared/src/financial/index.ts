export * from './financial.schemas';
