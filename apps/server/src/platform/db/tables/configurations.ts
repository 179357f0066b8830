/** Table types: configurations (virtual groups) and their chargers (migration 0200). */
import type { Generated } from 'kysely';
import type { CreatedAt } from './column-types';

export interface VirtualGroupTable {
  virtual_group_pk: Generated<number>;
  tenant_pk: number;
  name: string;
  description: string;
  dynamic_pricing_enabled: Generated<boolean>;
  dynamic_pricing_type: Generated<'station' | 'connectors'>;
  /** Pricing profile uuids (the pricing module's profiles); no foreign key yet. */
  connector1_dynamic_pricing_id: string | null;
  connector2_dynamic_pricing_id: string | null;
  connector3_dynamic_pricing_id: string | null;
  /** The smart-charging setup of the configuration (unique), and whether it is on here. */
  smart_charging_id: number | null;
  smart_charging_enabled: Generated<boolean>;
  /** Unused: the meter is the smart-charging setup's. */
  meter_device_remote_id: string | null;
  created_at: CreatedAt;
}

export interface VirtualGroupChargeBoxTable {
  virtual_group_charge_box_pk: Generated<number>;
  virtual_group_pk: number;
  /** Unique: a charger belongs to at most one configuration. */
  charge_box_pk: number;
  created_at: CreatedAt;
}

/** A configuration's smart-charging setup (migration 2026-11-25-0200). */
export interface SmartChargingTable {
  smart_charging_pk: Generated<number>;
  tenant_pk: number;
  enabled: Generated<boolean>;
  /** YYYY-MM-DD (a date column, read as text). */
  start_date: string | null;
  end_date: string | null;
  /** numeric(6,2): the rated breaker current in A, read as text. */
  current_nominal_a: string | number | null;
  modulation: Generated<'DYNAMIC'>;
  meter_device_remote_id: string | null;
  meter_device_remote_in_circuit: Generated<boolean>;
  created_at: CreatedAt;
}

/** A configuration's own event: a load-balancer decision, a meter online/offline, a fallback. */
export interface VirtualGroupEventTable {
  virtual_group_event_pk: Generated<number>;
  virtual_group_pk: number;
  charge_box_pk: number | null;
  connector_id: number | null;
  event_type: string;
  detail: string | null;
  event_timestamp: Generated<Date>;
}
