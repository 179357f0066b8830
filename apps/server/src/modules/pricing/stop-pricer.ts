import { sql } from 'kysely';
import { priceSession, type PriceResult, type PricingEntry } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { PricedStop, StopPricer, StopToPrice } from '../transactions';
import type { ChargerPricing } from './pricing-links';
import type { PricingEntryRow, PricingRepository } from './pricing.repository';

/** What the stop needs of its open transaction: only those a profile may price. */
interface StopFacts {
  i: number;
  transaction_pk: number;
  connector_id: number;
  start_timestamp: Date;
  start_value: number;
  time_zone: string;
}

interface Sample {
  transaction_pk: number;
  at: Date;
  wh: number;
}

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
function samplesOf(facts: StopFacts, stop: StopToPrice, stored: readonly Sample[]) {
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

/**
 * Prices a batch of stops by the profile of each charger's connector (spec 3 §4 "Pricing"),
 * with the pricing engine, before the stop statement stores them with their line items. Three
 * queries per batch at most (the open transactions, the profiles, the entries and samples);
 * a stop on a station without payment, with a refused card or without a profile is left to
 * the station's fixed prices.
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
    const facts = await this.factsOf(stops);
    if (facts.length === 0) return answer;
    const profiles = await this.chargers.profilesFor(
      facts.map((f) => ({ chargeBoxPk: stops[f.i]!.chargeBoxPk, connectorId: f.connector_id })),
    );
    const used = [...new Set(profiles.filter((uuid): uuid is string => uuid !== null))];
    if (used.length === 0) return answer;
    const [entries, names, samples] = await Promise.all([
      this.repository.entriesOf(used),
      this.repository.namesOf(used),
      this.samplesOf(facts.filter((_, k) => profiles[k] !== null)),
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
      const result = priceSession(
        {
          start: facts.start_timestamp.toISOString(),
          stop: stop.stopTimestamp.toISOString(),
          samples: samplesOf(facts, stop, samples),
          idle: null,
          timeZone: facts.time_zone,
        },
        entries as readonly PricingEntry[],
      );
      return pricedStop(name, result);
    } catch (error) {
      this.onError(error, facts.transaction_pk);
      return undefined;
    }
  }

  private async factsOf(stops: readonly StopToPrice[]): Promise<StopFacts[]> {
    const input = stops.map((s, i) => ({ i, cb: s.chargeBoxPk, tx: s.transactionPk }));
    const rows = await sql<StopFacts>`
      select input.i, x.transaction_pk, x.connector_id, x.start_timestamp, x.start_value,
        t.timezone as time_zone
      from json_to_recordset(${JSON.stringify(input)}::json) as input(i int, cb int, tx int)
      join charging_transaction x on x.transaction_pk = input.tx and x.charge_box_pk = input.cb
      join charge_box b on b.charge_box_pk = x.charge_box_pk
      join tenant t on t.tenant_pk = b.tenant_pk
      where x.stop_timestamp is null and b.has_payment
        and x.start_id_tag_status = 'Accepted'
      order by input.i`.execute(this.db);
    return rows.rows;
  }

  private async samplesOf(facts: readonly StopFacts[]): Promise<Sample[]> {
    if (facts.length === 0) return [];
    const rows = await sql<Sample>`
      select m.transaction_pk, m.value_timestamp as at,
        case when m.unit = 'kWh' then m.value_number * 1000 else m.value_number end as wh
      from meter_value m
      where m.transaction_pk = any(${facts.map((f) => f.transaction_pk)}::int[])
        and m.measurand = 'Energy.Active.Import.Register' and m.phase = ''
        and m.value_number is not null and m.flag is null`.execute(this.db);
    return rows.rows.map((row) => ({ ...row, at: new Date(row.at), wh: Number(row.wh) }));
  }
}
