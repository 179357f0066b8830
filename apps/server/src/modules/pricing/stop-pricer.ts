import { priceSession, type PriceResult, type PricingSession } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { PricedStop, StopPricer, StopToPrice } from '../transactions';
import type { ChargerPricing } from './pricing-links';
import type { PricingEntryRow, PricingRepository } from './pricing.repository';
import { samplesOf, stopFactsOf, type Sample, type StopFacts } from './stop-facts';

function pricedStop(name: string, result: PriceResult): PricedStop {
  return {
    profileName: name,
    totalCents: result.totalCents,
    incomeCents: result.incomeCents,
    energyCostCents: result.energyCostCents,
    items: result.lineItems.map((item) => ({
      kind: item.kind,
      source: item.source,
      from: item.from ?? null,
      to: item.to ?? null,
      quantity: item.quantity,
      unit: item.unit,
      unitPrice: item.unitPrice,
      amountCents: item.amountCents,
    })),
  };
}

/** The energy register between start and stop, the start and stop readings included. */
function registerOf(facts: StopFacts, stop: StopToPrice, stored: readonly Sample[]) {
  const start = facts.start_timestamp.getTime();
  const end = stop.stopTimestamp.getTime();
  const inside = stored
    .filter((s) => s.transaction_pk === facts.transaction_pk)
    .filter((s) => s.at.getTime() > start && s.at.getTime() < end)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let last = facts.start_value;
  const samples = [{ at: facts.start_timestamp.toISOString(), wh: last }];
  for (const sample of inside) {
    if (sample.wh < last || sample.wh > stop.meterStop) continue;
    samples.push({ at: sample.at.toISOString(), wh: sample.wh });
    last = sample.wh;
  }
  samples.push({ at: stop.stopTimestamp.toISOString(), wh: Math.max(stop.meterStop, last) });
  return samples;
}

function sessionOf(facts: StopFacts, stop: StopToPrice, samples: readonly Sample[]) {
  const session: PricingSession = {
    start: facts.start_timestamp.toISOString(),
    stop: stop.stopTimestamp.toISOString(),
    samples: registerOf(facts, stop, samples),
    idle:
      facts.idle_from && facts.idle_to && facts.idle_to > facts.idle_from
        ? { from: facts.idle_from.toISOString(), to: facts.idle_to.toISOString() }
        : null,
    timeZone: facts.time_zone,
  };
  return session;
}

/**
 * Prices a batch of stops by the profile of each charger's connector (spec 3 §4 "Pricing"),
 * with the pricing engine, before the stop statement stores them with their line items; the
 * running estimate is the same price with now as the stop. A batch with no charger in a
 * configuration that prices by a profile costs one query (ChargerPricing.pricedAmong); otherwise
 * five queries at most (that one, the open transactions, the profiles, then the entries, names and
 * samples together). A stop on a station without payment, with a refused card or without a
 * profile is left to the station's fixed prices.
 */
export class ProfileStopPricer implements StopPricer {
  constructor(
    private readonly db: Database,
    private readonly repository: PricingRepository,
    private readonly chargers: ChargerPricing,
    private readonly onError: (error: unknown, transactionPk: number) => void,
  ) {}

  async price(stops: readonly StopToPrice[]): Promise<(PricedStop | undefined)[]> {
    const answer: (PricedStop | undefined)[] = stops.map(() => undefined);
    if (stops.length === 0) return answer;
    const priced = await this.chargers.pricedAmong(stops.map((s) => s.chargeBoxPk));
    if (priced.size === 0) return answer;
    const candidates = stops
      .map((stop, i) => ({ i, stop }))
      .filter(({ stop }) => priced.has(stop.chargeBoxPk));
    const facts = await stopFactsOf(this.db, candidates);
    if (facts.length === 0) return answer;
    const profiles = await this.chargers.profilesFor(
      facts.map((f) => ({ chargeBoxPk: stops[f.i]!.chargeBoxPk, connectorId: f.connector_id })),
    );
    const used = [...new Set(profiles.filter((uuid): uuid is string => uuid !== null))];
    if (used.length === 0) return answer;
    const [entries, names, samples] = await Promise.all([
      this.repository.entriesOf(used),
      this.repository.namesOf(used),
      samplesOf(
        this.db,
        facts.filter((_, k) => profiles[k] !== null).map((f) => f.transaction_pk),
      ),
    ]);
    facts.forEach((f, k) => {
      const uuid = profiles[k];
      if (!uuid) return;
      const own = entries.filter((e) => e.pricingProfileUuid === uuid);
      if (own.length === 0) return;
      answer[f.i] = this.priceOne(f, stops[f.i]!, own, names.get(uuid) ?? '', samples);
    });
    return answer;
  }

  private priceOne(
    facts: StopFacts,
    stop: StopToPrice,
    entries: readonly PricingEntryRow[],
    name: string,
    samples: readonly Sample[],
  ): PricedStop | undefined {
    try {
      return pricedStop(name, priceSession(sessionOf(facts, stop, samples), entries));
    } catch (error) {
      this.onError(error, facts.transaction_pk);
      return undefined;
    }
  }
}
