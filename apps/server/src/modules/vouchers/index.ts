export { vouchersModule } from './vouchers.module';
export { voucherRefunds } from './spending/voucher-refunds';
