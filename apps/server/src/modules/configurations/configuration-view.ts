import type { DynamicPricingLink, GroupEvent, GroupTransaction } from '@chargedeck/shared';
import type { VirtualGroupRow } from './configurations.repository';

/** The pricing link of a group as the API answers it (spec 3 §3 "Virtual group (detail)"). */
export function pricingLinkView(row: VirtualGroupRow): DynamicPricingLink {
  return {
    virtual_group_id: row.virtual_group_pk,
    enabled: row.dynamic_pricing_enabled,
    type: row.dynamic_pricing_type,
    connector1_dynamic_pricing_id: row.connector1_dynamic_pricing_id,
    connector2_dynamic_pricing_id: row.connector2_dynamic_pricing_id,
    connector3_dynamic_pricing_id: row.connector3_dynamic_pricing_id,
  };
}

export function groupItemView(row: VirtualGroupRow & { charge_box_count: number | string | null }) {
  return {
    virtual_group_id: row.virtual_group_pk,
    name: row.name,
    description: row.description,
    charge_box_count: Number(row.charge_box_count ?? 0),
    dynamic_price_enabled: row.dynamic_pricing_enabled,
    smart_charging_enabled: row.smart_charging_enabled && row.smart_charging_id !== null,
    meter_device_remote_id: row.meter_device_remote_id,
  };
}

export function groupDetailView(
  row: VirtualGroupRow & { charge_box_count: number | string | null },
) {
  return {
    virtual_group_id: row.virtual_group_pk,
    tenant_id: row.tenant_pk,
    name: row.name,
    description: row.description,
    charge_box_count: Number(row.charge_box_count ?? 0),
    dynamic_pricing: pricingLinkView(row),
    smart_charging: null,
    meter_device: null,
  };
}

export function eventView(row: {
  event_type: string;
  detail: string | null;
  connector_id: number | null;
  event_timestamp: Date;
  charge_box_id: string | null;
}): GroupEvent {
  const station = row.charge_box_id ?? '';
  const where = row.connector_id ? `${station} #${row.connector_id}` : station;
  return {
    description: `${where ? `${where}: ` : ''}${row.event_type}${row.detail ? ` (${row.detail})` : ''}`,
    timestamp: new Date(row.event_timestamp).toISOString(),
    charge_box_code: row.charge_box_id,
    event_type: row.event_type,
    connector_id: row.connector_id,
  };
}

export function transactionView(row: {
  transaction_pk: number;
  connector_id: number;
  id_tag: string;
  start_timestamp: Date;
  start_value: number;
  stop_timestamp: Date | null;
  stop_value: number | null;
  transaction_amount: number | null;
  charge_box_id: string;
}): GroupTransaction {
  const energy = row.stop_value === null ? null : Math.max(0, row.stop_value - row.start_value);
  return {
    description: `${row.charge_box_id} #${row.connector_id} · ${row.id_tag}`,
    timestamp: row.start_timestamp.toISOString(),
    transaction_pk: row.transaction_pk,
    charge_box_code: row.charge_box_id,
    connector_id: row.connector_id,
    id_tag: row.id_tag,
    stopped: row.stop_timestamp !== null,
    energy_wh: energy,
    amount: row.transaction_amount,
  };
}
