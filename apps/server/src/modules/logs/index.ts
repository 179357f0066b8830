export { TenantLog, type TenantRef } from './tenant-log';
export { LOG_LEVELS, type LogLevel } from './log-line';
export { LogsService } from './logs.service';
export { registerLogRoutes } from './logs.routes';
export { registerRequestErrorLog } from './request-error-log';
export { logsModule, tenantLogOf } from './logs.module';
