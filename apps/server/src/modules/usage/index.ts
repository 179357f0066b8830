export { UsageRepository, type UsageCells, type UsageFilter } from './usage.repository';
export { UsageService, type UsageQuery } from './usage.service';
export { registerUsageRoutes } from './usage.routes';
export { usageModule } from './usage.module';
