export { vouchersModule } from './vouchers.module';
