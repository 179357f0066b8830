export { priceSession } from './price-session';
export type {
  Weekday,
  PricingEntry,
  PricingSession,
  PriceLineItem,
  PriceResult,
  PriceSource,
} from './types';
