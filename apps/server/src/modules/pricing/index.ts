export { pricingModule } from './pricing.module';
/** @public The ports the configurations module implements. */
export type { ChargerConnector, ChargerPricing, PricingLinks } from './pricing-links';
