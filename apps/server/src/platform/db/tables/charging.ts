/** Table types: Tags, transactions, meter values, tasks and charging profiles. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, Json, JsonOrNull } from './column-types';

export interface OcppTagTable {
  ocpp_tag_pk: Generated<number>;
  tenant_pk: number;
  id_tag: string;
  type: Generated<'CARD' | 'USER'>;
  note: string | null;
  owner_user_pk: number | null;
  parent_id_tag: string | null;
  expiry_date: Date | null;
  inactive: Generated<boolean>;
  blocked: Generated<boolean>;
  /** How many transactions the tag may have open at once; null is unlimited. */
  max_active_transaction_count: number | null;
  is_free_recharge: Generated<boolean>;
  created_at: CreatedAt;
}

export interface UnknownOcppTagTable {
  unknown_ocpp_tag_pk: Generated<number>;
  id_tag: string;
  tenant_pk: number;
  charge_box_pk: number | null;
  number_of_attempts: Generated<number>;
  first_attempt_timestamp: CreatedAt;
  last_attempt_timestamp: Timestamp;
}

export interface ChargingTransactionTable {
  transaction_pk: Generated<number>;
  charge_box_pk: number;
  connector_pk: number;
  connector_id: number;
  id_tag: string;
  ocpp_tag_pk: number | null;
  start_id_tag_status: string;
  start_timestamp: Timestamp;
  start_value: number;
  reservation_id: number | null;
  start_received_at: CreatedAt;
  stop_timestamp: Date | null;
  stop_value: number | null;
  stop_reason: string | null;
  stop_id_tag: string | null;
  stop_received_at: Date | null;
  suspect: Generated<boolean>;
  suspect_reason: string | null;
  /** Settled by the database when the transaction stops (migration 0620). */
  has_payment: Generated<boolean>;
  transaction_amount: ColumnType<number | null, number | null | undefined, number | null>;
  income: ColumnType<number | null, number | null | undefined, number | null>;
  payment_status: ColumnType<string | null, string | null | undefined, string | null>;
  payment_type: ColumnType<string | null, string | null | undefined, string | null>;
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  paid_by_user_pk: ColumnType<number | null, number | null | undefined, number | null>;
  /** Idle time after charging and its charge, measured by the database (migration 0800). */
  idle_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  idle_amount: ColumnType<number | null, number | null | undefined, number | null>;
  idle_payment_status: ColumnType<string | null, string | null | undefined, string | null>;
  idle_cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  idle_cancelled_by_user_pk: ColumnType<number | null, number | null | undefined, number | null>;
  /** The pricing profile that priced it at the stop, and the operator's energy cost (0200). */
  pricing_profile_name: ColumnType<string | null, string | null | undefined, string | null>;
  energy_cost_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'NoError' once paid, else why the last payment failed; the payment it follows (2000). */
  paid_error: ColumnType<string | null, string | null | undefined, string | null>;
  payment_pk: ColumnType<number | null, number | null | undefined, number | null>;
  /** The voucher that paid part or all of it, and the cents it paid (2026-11-25-0200). */
  voucher_pk: ColumnType<number | null, number | null | undefined, number | null>;
  voucher_amount: ColumnType<number | null, number | null | undefined, number | null>;
  /** The energy line items of a profile's price, in cents (what a kWh voucher pays). */
  energy_price_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

export type MeterValueFlag = 'OUT_OF_WINDOW' | 'UNKNOWN_TRANSACTION';

export interface MeterValueTable {
  charge_box_pk: number;
  connector_id: number;
  transaction_pk: number | null;
  value_timestamp: Timestamp;
  measurand: string;
  phase: Generated<string>;
  location: Generated<string>;
  unit: Generated<string>;
  context: Generated<string>;
  format: Generated<string>;
  value: string;
  value_number: number | null;
  flag: MeterValueFlag | null;
  received_at: CreatedAt;
}

export interface OcppSuspectMessageTable {
  ocpp_suspect_message_pk: Generated<number>;
  charge_box_pk: number;
  action: string;
  message_id: string | null;
  payload: JsonOrNull;
  reason: string;
  received_at: CreatedAt;
}

export interface OcppTaskTable {
  task_pk: Generated<number>;
  tenant_pk: number;
  user_pk: number | null;
  origin: string;
  ocpp_version: Generated<string>;
  operation_name: string;
  request: Json;
  start_timestamp: CreatedAt;
  end_timestamp: Date | null;
}

export interface OcppTaskResultTable {
  task_pk: number;
  charge_box_id: string;
  charge_box_pk: number | null;
  request: JsonOrNull;
  response: JsonOrNull;
  error_message: string | null;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface ChargingProfileTable {
  charging_profile_pk: Generated<number>;
  tenant_pk: number;
  description: string;
  stack_level: Generated<number>;
  profile_purpose: Generated<string>;
  profile_kind: Generated<string>;
  recurrency_kind: Generated<string | null>;
  valid_from: Date | null;
  valid_to: Date | null;
  /** numeric: read as a string, written as a number. */
  current_limit_default: ColumnType<string, number, number>;
  intervals: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A start from the public QR page and the hash of its stop secret (migration 2026-11-24-0140). */
export interface QrStartTable {
  qr_start_pk: Generated<number>;
  charge_box_pk: number;
  connector_id: number;
  secret_hash: string;
  created_at: CreatedAt;
}
