/** The pricing engine's contract: a session and a profile's entries in, line items out. */

export type Weekday =
  'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

/** One entry of a profile, the spec's dynamicPricingDetailList item (prices integer cents). */
export interface PricingEntry {
  /** null for an exception */
  dayOfWeek: Weekday | null;
  /** the weekday's (or exception's) general price */
  general: boolean;
  exception: boolean;
  /** time periods: dynamic pricing enabled for that weekday */
  active: boolean;
  /** YYYY-MM-DD (exceptions), inclusive */
  startDate: string | null;
  endDate: string | null;
  /** HH:mm:ss wall-clock in the station's zone (time periods); 23:59:59 as an end means midnight */
  startTimeGMT: string | null;
  endTimeGMT: string | null;
  /** cents per recharge (start price) */
  servicePrice: number | null;
  /** cents per kWh */
  kwhPrice: number | null;
  /** cents per hour */
  durationPrice: number | null;
  /** cents per hour idle */
  idleTimePrice: number | null;
  /** not part of a recharge's price (reservations); the engine ignores it */
  reservePrice: number | null;
  /** operator's energy cost, cents per kWh */
  moneyPerKilowattCost: number | null;
  /** fraction, 0.05 = 5% */
  operationFee: number | null;
  /** fraction */
  taxes: number | null;
}

export interface PricingSession {
  /** ISO instants */
  start: string;
  stop: string;
  /** energy register (Wh) over time, start & stop included */
  samples: readonly { at: string; wh: number }[];
  idle?: { from: string; to: string } | null;
  /** IANA, e.g. America/Sao_Paulo */
  timeZone: string;
}

export type PriceSource = 'general' | 'period' | 'exception';

export interface PriceLineItem {
  kind: 'start' | 'energy' | 'duration' | 'idle' | 'operationFee' | 'taxes';
  from?: string;
  to?: string;
  quantity: number;
  unit: 'recharge' | 'kWh' | 'hour' | 'fraction';
  unitPrice: number;
  amountCents: number;
  source: PriceSource;
}

export interface PriceResult {
  lineItems: PriceLineItem[];
  chargeCents: number;
  operationFeeCents: number;
  taxesCents: number;
  totalCents: number;
  energyKwh: number;
  energyCostCents: number;
  incomeCents: number;
}
