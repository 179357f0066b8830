import type { ModuleContext } from '../../platform/module-context';
import { ChargingProfilesRepository } from './charging-profiles.repository';
import { registerChargingProfileRoutes } from './charging-profiles.routes';

/** Charging profiles: their screen, and the records the operations screen sends to stations. */
export function chargingProfilesModule(ctx: ModuleContext) {
  const profiles = new ChargingProfilesRepository(ctx.db);
  registerChargingProfileRoutes(ctx.http, {
    profiles,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
  return { profiles };
}
