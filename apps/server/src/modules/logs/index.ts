export { TenantLog } from './tenant-log';
export { type LogLevel } from './log-line';
export { LogsService } from './logs.service';
export { registerLogRoutes } from './logs.routes';
export { registerRequestErrorLog } from './request-error-log';
