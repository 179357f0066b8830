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

/** How long a station that did not take the short sample interval waits to be asked again. */
const SAMPLE_RETRY_MS = 60_000;

/**
 * The stations told to sample Current.Import often (MeterValueSampleInterval), once each; one
 * that did not take it is asked again a minute later.
 */
export class SampledStations {
  private readonly asked = new Map<string, number>();

  /** The stations of these rows to ask now; they count as asked from now on. */
  toAsk(rows: readonly SiteConnectorRow[], now: number): string[] {
    const ids = new Set(rows.map((r) => r.charge_box_id));
    return [...ids].filter((id) => {
      const at = this.asked.get(id);
      if (at !== undefined && (at === Infinity || now - at < SAMPLE_RETRY_MS)) return false;
      this.asked.set(id, now);
      return true;
    });
  }

  answered(chargeBoxId: string, accepted: boolean): void {
    if (accepted) this.asked.set(chargeBoxId, Infinity);
  }

  clear(): void {
    this.asked.clear();
  }
}
