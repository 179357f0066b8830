import { everyDay, period, type Prices } from '../test-profiles';
import type { PriceLineItem, PriceResult, PricingEntry, PricingSession } from '../types';

/**
 * What the hand-worked case tables share. Calendar: 2026-11-23 is a Monday.
 * America/Sao_Paulo is UTC−3 all year (local 18:00 = 21:00Z).
 */
export const SP = 'America/Sao_Paulo';

/** One session priced by hand: the line items it must give, and totals worth checking. */
export interface Case {
  name: string;
  entries: PricingEntry[];
  session: PricingSession;
  items: PriceLineItem[];
  totals?: Partial<PriceResult>;
}

/** Every day: R$ 1,00 to start and R$ 2,00 per kWh. */
export const flat = everyDay({ servicePrice: 100, kwhPrice: 200 });

/** Every day at `day`'s prices, and the Monday evening, 18:00–21:00 local (21:00Z–00:00Z), a period at `evening`'s. */
export function dayWithEvening(day: Prices, evening: Prices, active = true) {
  return [...everyDay(day), period('MONDAY', '18:00:00', '21:00:00', evening, active)];
}

/** A line item's from and to: the hour before the Monday evening, and its first hour. */
export const HOUR_BEFORE = ['2026-11-23T20:00:00.000Z', '2026-11-23T21:00:00.000Z'] as const;
export const FIRST_HOUR = ['2026-11-23T21:00:00.000Z', '2026-11-23T22:00:00.000Z'] as const;

/** Every day as `flat` with idle at R$ 6,00/h; Monday 18:00–21:00 dearer on all three. */
export const mondayEvening = dayWithEvening(
  { servicePrice: 100, kwhPrice: 200, idleTimePrice: 600 },
  { servicePrice: 150, kwhPrice: 300, idleTimePrice: 1200 },
);
