export { paymentsModule } from './payments.module';
