import type { ModuleContext } from '../../platform/module-context';
import { registerConfigurationChargerRoutes } from './configuration-chargers.routes';
import { ConfigurationsRepository } from './configurations.repository';
import { registerConfigurationRoutes } from './configurations.routes';
import { ConfigurationsService } from './configurations.service';
import { profilesForOf, type ProfilesFor } from './profiles-for';

/** Configurations (spec 3 virtual groups) under /gateway; returns the pricing resolver. */
export function configurationsModule(ctx: ModuleContext): { profilesFor: ProfilesFor } {
  const repository = new ConfigurationsRepository(ctx.db);
  const deps = {
    configurations: new ConfigurationsService(repository),
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  };
  registerConfigurationRoutes(ctx.http, deps);
  registerConfigurationChargerRoutes(ctx.http, deps);
  return { profilesFor: profilesForOf(repository) };
}
