export { type UsageFilter } from './usage.repository';
export { usageModule } from './usage.module';
