export * from './voucher-rules';
export * from './voucher-status';
export * from './voucher.schemas';
