import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import type { ChargerPricing } from './pricing-links';
import { PricingRepository } from './pricing.repository';
import { ProfileStopPricer } from './stop-pricer';

describe('The stop pricer', () => {
  it('asks nothing more for a batch with no charger in a priced configuration', async () => {
    // Any query would throw: this database has no connection at all.
    const db = {} as Database;
    const asked: number[][] = [];
    let profileCalls = 0;
    const chargers: ChargerPricing = {
      pricedAmong: (pks) => {
        asked.push([...pks]);
        return Promise.resolve(new Set());
      },
      profilesFor: (batch) => {
        profileCalls += 1;
        return Promise.resolve(batch.map(() => null));
      },
    };
    const errors: unknown[] = [];
    const pricer = new ProfileStopPricer(db, new PricingRepository(db), chargers, (error) =>
      errors.push(error),
    );
    const stop = (chargeBoxPk: number, transactionPk: number) => ({
      chargeBoxPk,
      transactionPk,
      stopTimestamp: new Date(),
      meterStop: 1_000,
    });
    expect(await pricer.price([stop(1, 10), stop(2, 11)])).toEqual([undefined, undefined]);
    expect(asked).toEqual([[1, 2]]);
    expect(profileCalls).toBe(0);
    expect(errors).toEqual([]);
  });
});
