import type { ModuleContext } from '../../platform/module-context';
import { registerConfigurationChargerRoutes } from './configuration-chargers.routes';
import { ConfigurationsRepository } from './configurations.repository';
import { registerConfigurationRoutes } from './configurations.routes';
import { ConfigurationsService } from './configurations.service';
import type { ChargerPricing, PricingLinks } from '../pricing';
import { chargerPricingOf, pricingLinksOf } from './configuration-pricing';

/** Configurations (spec 3 virtual groups) under /gateway; returns its links to pricing. */
export function configurationsModule(ctx: ModuleContext): {
  chargers: ChargerPricing;
  links: PricingLinks;
} {
  const repository = new ConfigurationsRepository(ctx.db);
  const deps = {
    configurations: new ConfigurationsService(repository),
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  };
  registerConfigurationRoutes(ctx.http, deps);
  registerConfigurationChargerRoutes(ctx.http, deps);
  return { chargers: chargerPricingOf(ctx.db, repository), links: pricingLinksOf(ctx.db) };
}
