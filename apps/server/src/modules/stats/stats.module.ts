import type { ModuleContext } from '../../platform/module-context';
import { registerStatsRoutes } from './stats.routes';

/** The home dashboard's figures, map and sustainability settings. */
export function statsModule(ctx: ModuleContext): void {
  registerStatsRoutes(ctx.http, {
    db: ctx.db,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
}
