import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';

/**
 * What the pricing module asks of the module that links chargers to profiles (configurations).
 * It implements this and hands it to `pricingModule`; without it no charger uses a profile.
 */
export interface PricingLinks {
  /** How many chargers each of these profiles prices (absent: none). */
  chargeBoxCounts(profileUuids: readonly string[]): Promise<Map<string, number>>;
  /** Unlinks the profile from every configuration, inside the delete's transaction. */
  unlinkProfile(trx: Transaction<DB>, profileUuid: string): Promise<void>;
}

/** One connector of a charger whose recharge is being priced. */
export interface ChargerConnector {
  chargeBoxPk: number;
  connectorId: number;
}

/**
 * The profile that prices each connector (per connector in 'connectors' mode, the same for the
 * three in 'station' mode), or null for the station's fixed prices. One query per batch.
 */
export interface ChargerPricing {
  profilesFor(batch: readonly ChargerConnector[]): Promise<(string | null)[]>;
  /**
   * The chargers among these that a configuration may price by a profile (in a configuration
   * with pricing enabled and a profile set), read at each call (one indexed query for the batch),
   * so a change of configuration applies at once: the stop path runs no other pricing query for a
   * batch with none.
   */
  pricedAmong(chargeBoxPks: readonly number[]): Promise<ReadonlySet<number>>;
}

/** No configurations yet: no charger is linked to a profile. */
export const NO_PRICING_LINKS: PricingLinks = {
  chargeBoxCounts: () => Promise.resolve(new Map()),
  unlinkProfile: () => Promise.resolve(),
};
