export { voucherRefunds } from './spending/voucher-refunds';
