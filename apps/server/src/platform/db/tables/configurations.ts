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
  /** The smart-charging link of a later issue. */
  smart_charging_id: number | null;
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
