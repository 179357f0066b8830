export { TenantLog } from './tenant-log';
export { type LogLevel } from './log-line';
export { logsModule, tenantLogOf } from './logs.module';
