export * from './financial.schemas';
export * from './payment-status-label';
