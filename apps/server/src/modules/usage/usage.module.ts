import type { ModuleContext } from '../../platform/module-context';
import { UsageRepository } from './usage.repository';
import { registerUsageRoutes } from './usage.routes';
import { UsageService } from './usage.service';

/** The usage screen: busy hours by station and connector. */
export function usageModule(ctx: ModuleContext): void {
  registerUsageRoutes(ctx.http, {
    usage: new UsageService(new UsageRepository(ctx.db)),
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
}
