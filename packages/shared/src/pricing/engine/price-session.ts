import { energyByPiece, parseSamples } from './energy';
import {
  add,
  fraction,
  isZero,
  mul,
  rational,
  roundHalfEven,
  toNumber,
  whole,
  ZERO,
  type Rational,
} from './rational';
import { ProfileRules, type Rule } from './rules';
import { ruleAtInstant, timeline, type TimelinePiece } from './timeline';
import type { PriceLineItem, PriceResult, PricingEntry, PricingSession } from './types';

/** A charge line item and the entry whose fee and taxes apply to it. */
interface Charge {
  item: PriceLineItem;
  entry: PricingEntry;
}

const WH_PER_KWH = rational(1n, 1000n);
const MS_PER_HOUR = rational(1n, 3_600_000n);

function instant(text: string, field: string): number {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new RangeError(`${field}: not an instant: ${text}`);
  return ms;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function lineItem(
  kind: PriceLineItem['kind'],
  rule: Rule,
  unitPrice: number,
  quantity: Rational,
  unit: PriceLineItem['unit'],
  span?: TimelinePiece,
): Charge {
  const item: PriceLineItem = {
    kind,
    ...(span ? { from: iso(span.from), to: iso(span.to) } : {}),
    quantity: toNumber(quantity),
    unit,
    unitPrice,
    amountCents: roundHalfEven(mul(whole(unitPrice), quantity)),
    source: rule.source,
  };
  return { item, entry: rule.entry };
}

type PriceField = 'kwhPrice' | 'durationPrice' | 'idleTimePrice';

/** One line item per timeline piece whose entry has a price for the kind and a quantity. */
function perPiece(
  kind: PriceLineItem['kind'],
  field: PriceField,
  pieces: readonly TimelinePiece[],
  quantities: readonly Rational[],
  unit: PriceLineItem['unit'],
): Charge[] {
  const charges: Charge[] = [];
  pieces.forEach((piece, index) => {
    const price = piece.rule?.entry[field];
    const quantity = quantities[index] ?? ZERO;
    if (!piece.rule || price === null || price === undefined || isZero(quantity)) return;
    charges.push(lineItem(kind, piece.rule, price, quantity, unit, piece));
  });
  return charges;
}

function hours(pieces: readonly TimelinePiece[]): Rational[] {
  return pieces.map((piece) => mul(whole(piece.to - piece.from), MS_PER_HOUR));
}

/** Fee or taxes: one line item per (fraction, source), on the charge line items' cents. */
function surcharges(kind: 'operationFee' | 'taxes', charges: readonly Charge[]): PriceLineItem[] {
  const groups = new Map<
    string,
    { fraction: number; base: number; source: Charge['item']['source'] }
  >();
  for (const { item, entry } of charges) {
    const value = entry[kind];
    if (!value || item.amountCents === 0) continue;
    const key = `${value}/${item.source}`;
    const group = groups.get(key) ?? { fraction: value, base: 0, source: item.source };
    group.base += item.amountCents;
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    kind,
    quantity: group.fraction,
    unit: 'fraction',
    unitPrice: group.base,
    amountCents: roundHalfEven(mul(whole(group.base), fraction(group.fraction))),
    source: group.source,
  }));
}

function sum(items: readonly PriceLineItem[]): number {
  return items.reduce((total, item) => total + item.amountCents, 0);
}

/**
 * Prices a recharge by a pricing profile's entries. Pure: no clock, no I/O. The rules are
 * written out in docs/pricing.md:
 *
 * - start: the servicePrice of the entry in force at the start, once per session;
 * - energy: each Wh priced by the entry in force when it was delivered (the energy between two
 *   samples spread evenly over their interval), kwhPrice per kWh;
 * - duration: start to stop, each instant by the entry in force then, durationPrice per hour;
 * - idle: the idle interval likewise, idleTimePrice per hour;
 * - the entry in force: the exception covering the local date replaces the weekday; within a
 *   day a time period (wall-clock in the station's zone; a weekday's only when active), else the
 *   day's general price, else nothing. A period's kwhPrice and durationPrice replace the day's pair
 *   (null: that kind is not charged then); the start, idle, energy cost, fee and taxes prices it
 *   leaves null come from the same day's general entry; a line item is absent when its price is null or its quantity
 *   is zero (a zero price with a quantity shows as a zero line);
 * - operation fee = charge × operationFee and taxes = charge × taxes, both on the charge cost
 *   (start + energy + duration + idle, in cents as shown), as the form's help texts say ("added
 *   after the charge cost"): taxes are not levied on the fee. Each charge line item carries the
 *   fraction of its own entry;
 * - each line item is rounded to the cent, half to even, once, from its exact value (bigint
 *   rationals); totals are sums of line items;
 * - energyCost = Σ moneyPerKilowattCost × kWh by the entry in force (rounded once);
 *   income = total − energy cost − taxes.
 */
export function priceSession(
  session: PricingSession,
  entries: readonly PricingEntry[],
): PriceResult {
  const rules = new ProfileRules(entries);
  const start = instant(session.start, 'start');
  const stop = instant(session.stop, 'stop');
  const pieces = timeline(rules, session.timeZone, start, stop);
  const energy = energyByPiece(parseSamples(session.samples), pieces);
  const kwh = energy.map((wh) => mul(wh, WH_PER_KWH));

  const charges: Charge[] = [];
  const startRule = ruleAtInstant(rules, session.timeZone, start);
  const servicePrice = startRule?.entry.servicePrice;
  if (startRule && servicePrice !== null && servicePrice !== undefined) {
    const charge = lineItem('start', startRule, servicePrice, rational(1n), 'recharge');
    charge.item.from = iso(start);
    charges.push(charge);
  }
  charges.push(...perPiece('energy', 'kwhPrice', pieces, kwh, 'kWh'));
  charges.push(...perPiece('duration', 'durationPrice', pieces, hours(pieces), 'hour'));
  if (session.idle) {
    const from = instant(session.idle.from, 'idle.from');
    const to = instant(session.idle.to, 'idle.to');
    const idlePieces = timeline(rules, session.timeZone, from, to);
    charges.push(...perPiece('idle', 'idleTimePrice', idlePieces, hours(idlePieces), 'hour'));
  }

  const fees = surcharges('operationFee', charges);
  const taxes = surcharges('taxes', charges);
  const chargeCents = sum(charges.map((charge) => charge.item));
  const operationFeeCents = sum(fees);
  const taxesCents = sum(taxes);
  const totalCents = chargeCents + operationFeeCents + taxesCents;
  const energyCost = pieces.reduce(
    (total, piece, index) =>
      add(total, mul(whole(piece.rule?.entry.moneyPerKilowattCost ?? 0), kwh[index] ?? ZERO)),
    ZERO,
  );
  const energyCostCents = roundHalfEven(energyCost);
  return {
    lineItems: [...charges.map((charge) => charge.item), ...fees, ...taxes],
    chargeCents,
    operationFeeCents,
    taxesCents,
    totalCents,
    energyKwh: toNumber(kwh.reduce(add, ZERO)),
    energyCostCents,
    incomeCents: totalCents - energyCostCents - taxesCents,
  };
}
