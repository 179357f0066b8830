export { UsageRepository } from './usage.repository';
export { UsageService } from './usage.service';
export { registerUsageRoutes } from './usage.routes';
