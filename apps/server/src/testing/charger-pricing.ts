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
  };
  return {
    resolver,
    link: (chargeBoxPk: number, connectorId: number, profileUuid: string) =>
      links.set(`${chargeBoxPk}:${connectorId}`, profileUuid),
    batches: () => batches,
  };
}
