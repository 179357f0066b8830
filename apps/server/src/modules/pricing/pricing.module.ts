import type { ModuleContext } from '../../platform/module-context';
import type { StopPricer } from '../transactions';
import { NO_PRICING_LINKS, type ChargerPricing, type PricingLinks } from './pricing-links';
import { PricingRepository } from './pricing.repository';
import { registerPricingRoutes } from './pricing.routes';
import { PricingService } from './pricing.service';
import { ProfileStopPricer } from './stop-pricer';

export interface PricingDeps {
  /** The configurations module's links of chargers to profiles; none until it is built. */
  links?: PricingLinks;
  /** The profile of each charger connector; without it every stop keeps the fixed prices. */
  chargers?: ChargerPricing;
}

/** Pricing profiles (spec 3 "Dynamic pricing"): their API, and the price of a stopped recharge. */
export function pricingModule(
  ctx: ModuleContext,
  deps: PricingDeps = {},
): { stopPricer: StopPricer | undefined } {
  const repository = new PricingRepository(ctx.db);
  registerPricingRoutes(ctx.http, {
    pricing: new PricingService(repository, deps.links ?? NO_PRICING_LINKS),
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
  const stopPricer =
    deps.chargers &&
    new ProfileStopPricer(ctx.db, repository, deps.chargers, (error, transactionPk) =>
      ctx.http.log.error({ err: error, transactionPk }, 'pricing a stop failed; fixed prices'),
    );
  return { stopPricer };
}
