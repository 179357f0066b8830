export { financialModule } from './financial.module';
