import type { ModuleContext } from '../../platform/module-context';
import { StationGroupsRepository } from './station-groups.repository';
import { registerStationGroupRoutes } from './station-groups.routes';

/** Station groups (the `/gateway` virtual groups). */
export function stationGroupsModule(ctx: ModuleContext): void {
  registerStationGroupRoutes(ctx.http, {
    groups: new StationGroupsRepository(ctx.db),
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
}
