import { WEEKDAYS } from '../pricing-messages';
import type { PriceLineItem, PricingEntry, PricingSession, Weekday } from './types';

/** Builders for the engine's tests: entries, sessions and expected line items. */

export type Prices = Partial<
  Pick<
    PricingEntry,
    | 'servicePrice'
    | 'kwhPrice'
    | 'durationPrice'
    | 'idleTimePrice'
    | 'moneyPerKilowattCost'
    | 'operationFee'
    | 'taxes'
  >
>;

export const WEEK: readonly Weekday[] = WEEKDAYS;

function entry(fields: Partial<PricingEntry>): PricingEntry {
  return {
    dayOfWeek: null,
    general: false,
    exception: false,
    active: false,
    startDate: null,
    endDate: null,
    startTimeGMT: null,
    endTimeGMT: null,
    servicePrice: null,
    kwhPrice: null,
    durationPrice: null,
    idleTimePrice: null,
    reservePrice: null,
    moneyPerKilowattCost: null,
    operationFee: null,
    taxes: null,
    ...fields,
  };
}

export function general(dayOfWeek: Weekday, prices: Prices): PricingEntry {
  return entry({ dayOfWeek, general: true, ...prices });
}

export function everyDay(prices: Prices): PricingEntry[] {
  return WEEK.map((day) => general(day, prices));
}

export function period(
  dayOfWeek: Weekday,
  from: string,
  to: string,
  prices: Prices,
  active = true,
): PricingEntry {
  return entry({ dayOfWeek, active, startTimeGMT: from, endTimeGMT: to, ...prices });
}

export function exception(startDate: string, endDate: string | null, prices: Prices): PricingEntry {
  return entry({ exception: true, general: true, active: true, startDate, endDate, ...prices });
}

export function exceptionPeriod(
  date: string,
  from: string,
  to: string,
  prices: Prices,
): PricingEntry {
  return entry({
    exception: true,
    // an exception's periods count whatever the flag (it belongs to weekdays)
    active: false,
    startDate: date,
    endDate: date,
    startTimeGMT: from,
    endTimeGMT: to,
    ...prices,
  });
}

/** A session whose register rises evenly by `wh` from start to stop, or along `samples`. */
export function session(
  timeZone: string,
  start: string,
  stop: string,
  energy: number | [string, number][] = 0,
  idle: [string, string] | null = null,
): PricingSession {
  const samples =
    typeof energy === 'number'
      ? [
          { at: start, wh: 0 },
          { at: stop, wh: energy },
        ]
      : energy.map(([at, wh]) => ({ at, wh }));
  return { start, stop, samples, timeZone, idle: idle ? { from: idle[0], to: idle[1] } : null };
}

type Source = PriceLineItem['source'];

export function start(unitPrice: number, source: Source, from: string): PriceLineItem {
  return {
    kind: 'start',
    from,
    quantity: 1,
    unit: 'recharge',
    unitPrice,
    amountCents: unitPrice,
    source,
  };
}

function spanItem(kind: 'energy' | 'duration' | 'idle') {
  return (
    quantity: number,
    unitPrice: number,
    amountCents: number,
    source: Source,
    from: string,
    to: string,
  ): PriceLineItem => ({
    kind,
    from,
    to,
    quantity,
    unit: kind === 'energy' ? 'kWh' : 'hour',
    unitPrice,
    amountCents,
    source,
  });
}

export const energy = spanItem('energy');
export const duration = spanItem('duration');
export const idle = spanItem('idle');

function surcharge(kind: 'operationFee' | 'taxes') {
  return (fraction: number, base: number, amountCents: number, source: Source): PriceLineItem => ({
    kind,
    quantity: fraction,
    unit: 'fraction',
    unitPrice: base,
    amountCents,
    source,
  });
}

export const fee = surcharge('operationFee');
export const taxes = surcharge('taxes');
