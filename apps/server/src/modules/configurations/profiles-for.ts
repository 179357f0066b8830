import type { ConfigurationsRepository } from './configurations.repository';

/** A charger's connector, as the pricing module asks at the stop. */
export interface ConnectorRef {
  chargeBoxPk: number;
  connectorId: number;
}

/** `${chargeBoxPk}:${connectorId}` → the pricing profile uuid of its configuration. */
export type ProfilesFor = (items: readonly ConnectorRef[]) => Promise<Map<string, string>>;

const BY_CONNECTOR = [
  'connector1_dynamic_pricing_id',
  'connector2_dynamic_pricing_id',
  'connector3_dynamic_pricing_id',
] as const;

/**
 * The batched resolver: one query per call, only groups with pricing enabled. In 'station'
 * mode connector 1's profile serves every connector; in 'connectors' mode connectors 1 to 3
 * have their own and any other connector none.
 */
export function profilesForOf(repository: ConfigurationsRepository): ProfilesFor {
  return async (items) => {
    const out = new Map<string, string>();
    if (items.length === 0) return out;
    const links = await repository.pricingOf(items.map((i) => i.chargeBoxPk));
    const byStation = new Map(links.map((link) => [link.charge_box_pk, link]));
    for (const { chargeBoxPk, connectorId } of items) {
      const link = byStation.get(chargeBoxPk);
      if (!link) continue;
      const field =
        link.dynamic_pricing_type === 'station' ? BY_CONNECTOR[0] : BY_CONNECTOR[connectorId - 1];
      const profile = field ? link[field] : null;
      if (profile) out.set(`${chargeBoxPk}:${connectorId}`, profile);
    }
    return out;
  };
}
