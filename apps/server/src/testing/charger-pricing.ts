import type { ChargerPricing } from '../modules/pricing';

/**
 * A charger-to-profile resolver for tests, standing in for the configurations module: link a
 * station's connector to a profile uuid with `link`. Counts the batches it was asked about.
 */
export function testChargerPricing() {
  const links = new Map<string, string>();
  let batches = 0;
  const resolver: ChargerPricing = {
    profilesFor: (batch) => {
      batches += 1;
      return Promise.resolve(
        batch.map((c) => links.get(`${c.chargeBoxPk}:${c.connectorId}`) ?? null),
      );
    },
    pricedAmong: (chargeBoxPks) => {
      const linked = new Set([...links.keys()].map((key) => Number(key.split(':')[0])));
      return Promise.resolve(new Set(chargeBoxPks.filter((pk) => linked.has(pk))));
    },
  };
  return {
    resolver,
    link: (chargeBoxPk: number, connectorId: number, profileUuid: string) =>
      links.set(`${chargeBoxPk}:${connectorId}`, profileUuid),
    batches: () => batches,
  };
}
