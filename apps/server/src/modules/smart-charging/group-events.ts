import type { Plan, PlanConnector } from '@chargedeck/shared';
import type { SiteConnectorRow } from './balancer.repository';

/** The configuration events of smart charging (the Eventos tab). */
export const GROUP_EVENT_TYPES = {
  limit: 'SmartChargingLimit',
  pause: 'SmartChargingPause',
  resume: 'SmartChargingResume',
  fallback: 'SmartChargingFallback',
  overload: 'SmartChargingOverload',
  meterOnline: 'MeterOnline',
  meterOffline: 'MeterOffline',
  /** The setup was turned off, its dates ended or the configuration is gone. */
  ended: 'SmartChargingEnded',
  /** A connector's limit was taken away (its site ended, or its charger left the site). */
  cleared: 'SmartChargingCleared',
} as const;

export interface GroupEventRow {
  virtual_group_pk: number;
  charge_box_pk: number | null;
  connector_id: number | null;
  event_type: string;
  detail: string | null;
}

const amps = (a: number | null) => (a === null ? '-' : `${a} A`);

/** The events of one plan: every limit changed on a recharge, and a fallback as it begins. */
export function groupEventsOf(
  groupPk: number,
  plan: Plan,
  rows: readonly SiteConnectorRow[],
  connectors: readonly PlanConnector[],
  wasFallback: boolean,
): GroupEventRow[] {
  const T = GROUP_EVENT_TYPES;
  const events: GroupEventRow[] = [];
  const site = { virtual_group_pk: groupPk, charge_box_pk: null, connector_id: null };
  if (plan.fallback && !wasFallback)
    events.push({ ...site, event_type: T.fallback, detail: `${plan.budget.A.toFixed(1)} A` });
  if (plan.overload) events.push({ ...site, event_type: T.overload, detail: null });
  for (const change of plan.changes) {
    const i = connectors.findIndex((c) => c.key === change.key);
    if (!connectors[i]?.charging) continue;
    const type = change.toA === 0 ? T.pause : change.fromA ? T.limit : T.resume;
    events.push({
      virtual_group_pk: groupPk,
      charge_box_pk: rows[i]!.charge_box_pk,
      connector_id: rows[i]!.connector_id,
      event_type: type,
      detail: `${amps(change.fromA)} → ${amps(change.toA)}`,
    });
  }
  return events;
}

/** A site that stopped being planned: its end, and each connector whose limit was taken away. */
export function clearedEventsOf(
  groupPk: number,
  cleared: readonly { chargeBoxPk: number; connectorId: number; limitA: number | null }[],
  ended: boolean,
): GroupEventRow[] {
  const site = { virtual_group_pk: groupPk, charge_box_pk: null, connector_id: null };
  const events: GroupEventRow[] = ended
    ? [{ ...site, event_type: GROUP_EVENT_TYPES.ended, detail: null }]
    : [];
  for (const c of cleared) {
    events.push({
      virtual_group_pk: groupPk,
      charge_box_pk: c.chargeBoxPk,
      connector_id: c.connectorId,
      event_type: GROUP_EVENT_TYPES.cleared,
      detail: `${amps(c.limitA)} → -`,
    });
  }
  return events;
}
