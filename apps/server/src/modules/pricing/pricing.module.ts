import type { ModuleContext } from '../../platform/module-context';
import { NO_PRICING_LINKS, type ChargerPricing, type PricingLinks } from './pricing-links';
import { PricingRepository } from './pricing.repository';
import { registerPricingRoutes } from './pricing.routes';
import { PricingService } from './pricing.service';

export interface PricingDeps {
  /** The configurations module's links of chargers to profiles; none until it is built. */
  links?: PricingLinks & ChargerPricing;
}

/** Pricing profiles (spec 3 "Dynamic pricing"): their API, and the price of a stopped recharge. */
export function pricingModule(ctx: ModuleContext, deps: PricingDeps = {}) {
  const links = deps.links ?? NO_PRICING_LINKS;
  const repository = new PricingRepository(ctx.db);
  registerPricingRoutes(ctx.http, {
    pricing: new PricingService(repository, links),
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
  return {};
}
