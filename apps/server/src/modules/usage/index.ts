export { usageModule } from './usage.module';
