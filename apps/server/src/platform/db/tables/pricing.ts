/** Table types: pricing profiles, their entries and the priced line items of a recharge (0200). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types';

/** Dates and times go in as text (YYYY-MM-DD, HH:mm:ss); read them with to_char. */
type TextColumn = ColumnType<unknown, string | null, string | null>;

export interface PricingProfileTable {
  pricing_profile_uuid: Generated<string>;
  tenant_pk: number;
  name: string;
  created_at: CreatedAt;
}

export interface PricingEntryTable {
  pricing_entry_uuid: Generated<string>;
  pricing_profile_uuid: string;
  tenant_pk: number;
  day_of_week: string | null;
  general: boolean;
  exception: boolean;
  active: boolean;
  start_date: TextColumn;
  end_date: TextColumn;
  start_time: TextColumn;
  end_time: TextColumn;
  service_price: number | null;
  kwh_price: number | null;
  duration_price: number | null;
  idle_time_price: number | null;
  reserve_price: number | null;
  money_per_kilowatt_cost: number | null;
  operation_fee_bp: number | null;
  taxes_bp: number | null;
}

export interface TransactionPriceItemTable {
  transaction_pk: number;
  position: number;
  kind: string;
  source: string;
  from_at: Date | null;
  to_at: Date | null;
  quantity: number;
  unit: string;
  unit_price: number;
  amount_cents: number;
}
