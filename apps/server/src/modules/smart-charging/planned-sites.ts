import type { SiteConnectorRow } from './balancer.repository';
import { connectorKey } from './site-plan';

/** A connector the balancer planned, kept to take its limit away when its site ends. */
export interface PlannedConnector {
  key: string;
  chargeBoxPk: number;
  chargeBoxId: string;
  connectorId: number;
}

/** A site the balancer planned while it was active. */
export interface PlannedSite {
  tenantPk: number;
  connectors: PlannedConnector[];
}

export const plannedOf = (row: SiteConnectorRow): PlannedConnector => ({
  key: connectorKey(row),
  chargeBoxPk: row.charge_box_pk,
  chargeBoxId: row.charge_box_id,
  connectorId: row.connector_id,
});

/** The connectors planned before that the site no longer holds (chargers taken out of it). */
export function leftOf(
  before: PlannedSite | undefined,
  rows: readonly SiteConnectorRow[],
): PlannedConnector[] {
  const now = new Set(rows.map(connectorKey));
  return (before?.connectors ?? []).filter((c) => !now.has(c.key));
}
