export * from './money-text';
export * from './wallet.schemas';
