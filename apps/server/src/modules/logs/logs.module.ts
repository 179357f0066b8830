import { join } from 'node:path';
import { apiKeyOf } from '../../platform/http/access-of';
import type { ModuleContext, PlatformContext } from '../../platform/module-context';
import type { TenantDirectory } from '../tenants';
import { LogsService } from './logs.service';
import { registerLogRoutes } from './logs.routes';
import { registerRequestErrorLog } from './request-error-log';
import { TenantLog } from './tenant-log';

/** Each tenant's application log, which failed requests are written to from the start. */
export function tenantLogOf(platform: PlatformContext, tenants: TenantDirectory): TenantLog {
  const { http, config } = platform;
  const tenantLog = new TenantLog({
    dir: join(config.dataDir, 'logs'),
    aliasOf: async (tenantPk) => (await tenants.repository.findByPk(tenantPk))?.alias,
    onError: (error, path) => http.log.error({ err: error, path }, 'tenant log append failed'),
  });
  registerRequestErrorLog(http, tenantLog, (request) =>
    tenants.service.resolve({ apiKey: apiKeyOf(request), host: request.headers.host }),
  );
  http.addHook('onClose', () => tenantLog.close());
  return tenantLog;
}

/** The logs screen. */
export function logsModule(
  ctx: ModuleContext,
  deps: { tenants: TenantDirectory; tenantLog: TenantLog },
): void {
  registerLogRoutes(ctx.http, {
    logs: new LogsService(deps.tenants.service, deps.tenantLog),
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
}
