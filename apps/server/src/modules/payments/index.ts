export { paymentsModule } from './payments.module';
export type { RemoteStartPayment } from './remote-start-payments';
