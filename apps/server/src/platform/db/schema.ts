import type { ColumnType, Generated } from 'kysely';

/** Table types for Kysely. Each domain adds its tables here with its migration. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface TenantTable {
  tenant_pk: Generated<number>;
  parent_tenant_pk: number | null;
  name: string;
  alias: string;
  api_key: string;
  theme: Generated<string>;
  country: Generated<string>;
  currency: Generated<string>;
  timezone: Generated<string>;
  feature_monetization: Generated<boolean>;
  feature_vouchers: Generated<boolean>;
  feature_logs: Generated<boolean>;
  feature_smart_charging: Generated<boolean>;
  feature_payment: Generated<boolean>;
  limit_stations: number | null;
  limit_users: number | null;
  limit_reports_month: number | null;
  sms_enabled: Generated<boolean>;
  tenant_device_reader: Generated<boolean>;
  legal_company_name: string | null;
  legal_tax_id: string | null;
  legal_address: string | null;
  legal_contact: string | null;
  terms_of_use_url: string | null;
  support_email: string | null;
  deeplinking_host: string | null;
  ocpp_allow_unsecured: Generated<boolean>;
  created_at: CreatedAt;
}

export interface TenantHostTable {
  host: string;
  tenant_pk: number;
}

export interface AppUserTable {
  user_pk: Generated<number>;
  tenant_pk: number;
  name: string;
  email: string;
  password_hash: string | null;
  status: Generated<'ACTIVE' | 'BLOCKED'>;
  doc_type: ColumnType<string | null, string | null | undefined, string | null>;
  doc_number: ColumnType<string | null, string | null | undefined, string | null>;
  last_name: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** YYYY-MM-DD, kept as text so no time zone shifts the day. */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  sex: ColumnType<'M' | 'F' | 'O' | null, 'M' | 'F' | 'O' | null | undefined>;
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  user_group_pk: ColumnType<number | null, number | null | undefined, number | null>;
  active: Generated<boolean>;
  notification_offline_cp: Generated<boolean>;
  skip_three_ds_verification: Generated<boolean>;
  street: ColumnType<string | null, string | null | undefined, string | null>;
  house_number: ColumnType<string | null, string | null | undefined, string | null>;
  zip_code: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<string | null, string | null | undefined, string | null>;
  country: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface WalletEntryTable {
  wallet_entry_pk: Generated<number>;
  user_pk: number;
  kind: 'DEPOSIT' | 'RECHARGE' | 'IDLE_CHARGE' | 'REFUND';
  /** Signed cents: positive for deposits, negative for everything that takes money out. */
  amount_cents: number;
  payment_type: string | null;
  payment_status: Generated<string>;
  transaction_pk: number | null;
  refund_of_pk: number | null;
  created_at: CreatedAt;
}

export interface UserPermissionTable {
  user_permission_pk: Generated<number>;
  user_pk: number;
  role_id: string | null;
  route: string | null;
  status: Generated<boolean>;
}

export interface AuthSessionTable {
  session_id: string;
  user_pk: number;
  tenant_pk: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Date | null;
  remote_address: string | null;
}

export interface PasswordResetCodeTable {
  password_reset_code_pk: Generated<number>;
  user_pk: number;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface RobotCheckUsedTable {
  signature: string;
  expires_at: Timestamp;
}

/** JSON columns: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>;
type JsonOrNull = ColumnType<unknown, string | null, string | null>;

export interface ChargeBoxTable {
  charge_box_pk: Generated<number>;
  charge_box_id: string;
  tenant_pk: number;
  description: Generated<string>;
  type_of: Generated<'PUBLIC' | 'PRIVATE'>;
  active: Generated<boolean>;
  ocpp_security_profile: Generated<number>;
  authorization_key_hash: string | null;
  ocpp_tolerances: Generated<string[]>;
  registration_status: Generated<'Accepted' | 'Pending' | 'Rejected'>;
  ocpp_protocol: string | null;
  charge_point_vendor: string | null;
  charge_point_model: string | null;
  charge_point_serial_number: string | null;
  charge_box_serial_number: string | null;
  fw_version: string | null;
  iccid: string | null;
  imsi: string | null;
  meter_type: string | null;
  meter_serial_number: string | null;
  last_boot_timestamp: Date | null;
  last_heartbeat_timestamp: Date | null;
  online: Generated<boolean>;
  online_changed_at: Date | null;
  ocpp_node: string | null;
  remote_address: string | null;
  diagnostics_status: string | null;
  diagnostics_timestamp: Date | null;
  firmware_status: string | null;
  firmware_timestamp: Date | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  endpoint_address: string | null;
  external_id: string | null;
  charge_box_group_pk: number | null;
  reservation: Generated<boolean>;
  is_ocpi_compatible: Generated<boolean>;
  is_hubject_compatible: Generated<boolean>;
  is_tenant_device_reader: Generated<boolean>;
  device_reader_mac: string | null;
  has_soc_percentage: Generated<boolean>;
  is_open_24_hours: Generated<boolean>;
  open_time: string | null;
  close_time: string | null;
  street: string | null;
  house_number: string | null;
  zip_code: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  location_latitude: number | null;
  location_longitude: number | null;
  show_location: Generated<boolean>;
  system: string | null;
  phase: string | null;
  voltage: string | null;
  charging_rate_unit: string | null;
  origin_type: Generated<'MOVE' | 'PLUG_SHARE'>;
  uuid: Generated<string>;
  has_payment: Generated<boolean>;
  payment_charge_type_cost: string | null;
  money_per_kilowatt_cost: number | null;
  money_per_duration_cost: number | null;
  money_per_transaction_cost: number | null;
  payment_charge_by_income: string | null;
  payment_charge_type_income: string | null;
  money_per_kilowatt_income: number | null;
  money_per_duration_income: number | null;
  money_per_transaction_income: number | null;
  tax_income: number | null;
}

export interface ChargeBoxGroupTable {
  charge_box_group_pk: Generated<number>;
  tenant_pk: number;
  name: string;
  status: Generated<boolean>;
  external_id: string | null;
  street: string | null;
  house_number: string | null;
  zip_code: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  created_at: CreatedAt;
}

export interface ConnectorTypeTable {
  connector_type_pk: Generated<number>;
  name: string;
}

export interface ChargeBoxPhotoTable {
  charge_box_photo_pk: Generated<number>;
  charge_box_pk: number;
  file_name: string;
  stored_name: string;
  content_type: string;
  size_bytes: number;
  created_at: CreatedAt;
}

export interface ConnectorTable {
  connector_pk: Generated<number>;
  charge_box_pk: number;
  connector_id: number;
  last_status: string | null;
  last_error_code: string | null;
  last_info: string | null;
  last_vendor_id: string | null;
  last_vendor_error_code: string | null;
  last_status_timestamp: Date | null;
  connector_type_pk: number | null;
  power_max: number | null;
  unusual_status: 'MAINTENANCE' | 'UNAVAILABLE' | null;
  money_per_kilowatt_income: number | null;
  money_per_duration_income: number | null;
}

export interface ConnectorStatusTable {
  connector_status_pk: Generated<number>;
  connector_pk: number;
  status: string;
  error_code: string;
  info: string | null;
  vendor_id: string | null;
  vendor_error_code: string | null;
  status_timestamp: Timestamp;
  received_at: CreatedAt;
}

export type ChargeBoxEventType =
  | 'Available'
  | 'Connected'
  | 'Disconnected'
  | 'StationBooted'
  | 'TransactionStarted'
  | 'TransactionEnded'
  | 'Failure'
  | 'Warning';

export interface ChargeBoxEventTable {
  charge_box_event_pk: Generated<number>;
  charge_box_pk: number;
  connector_id: number | null;
  transaction_pk: number | null;
  event_type: ChargeBoxEventType;
  detail: string | null;
  event_timestamp: Timestamp;
  created_at: CreatedAt;
}

export interface ChargeBoxUserTable {
  charge_box_pk: number;
  user_pk: number;
  owner: Generated<boolean>;
  bind_status: Generated<'ACCEPTED' | 'NOT_REQUESTED'>;
}

export interface UnknownChargeBoxTable {
  charge_box_id: string;
  tenant_pk: number | null;
  number_of_attempts: Generated<number>;
  first_attempt_timestamp: CreatedAt;
  last_attempt_timestamp: Timestamp;
  remote_address: string | null;
  ocpp_protocol: string | null;
}

export interface OcppDataTransferTable {
  ocpp_data_transfer_pk: Generated<number>;
  charge_box_pk: number;
  vendor_id: string;
  message_id: string | null;
  data: string | null;
  received_at: CreatedAt;
}

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
}

export type MeterValueFlag = 'OUT_OF_WINDOW' | 'UNKNOWN_TRANSACTION';

export interface MeterValueTable {
  meter_value_pk: Generated<number>;
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

export interface PushDeviceTable {
  push_device_pk: Generated<number>;
  user_pk: number;
  token: string;
  platform: 'android' | 'ios' | 'web';
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface DB {
  tenant: TenantTable;
  tenant_host: TenantHostTable;
  app_user: AppUserTable;
  user_permission: UserPermissionTable;
  wallet_entry: WalletEntryTable;
  auth_session: AuthSessionTable;
  password_reset_code: PasswordResetCodeTable;
  robot_check_used: RobotCheckUsedTable;
  charge_box: ChargeBoxTable;
  charge_box_group: ChargeBoxGroupTable;
  connector_type: ConnectorTypeTable;
  charge_box_photo: ChargeBoxPhotoTable;
  connector: ConnectorTable;
  connector_status: ConnectorStatusTable;
  charge_box_event: ChargeBoxEventTable;
  charge_box_user: ChargeBoxUserTable;
  unknown_charge_box: UnknownChargeBoxTable;
  ocpp_data_transfer: OcppDataTransferTable;
  ocpp_tag: OcppTagTable;
  unknown_ocpp_tag: UnknownOcppTagTable;
  charging_transaction: ChargingTransactionTable;
  meter_value: MeterValueTable;
  ocpp_suspect_message: OcppSuspectMessageTable;
  ocpp_task: OcppTaskTable;
  ocpp_task_result: OcppTaskResultTable;
  push_device: PushDeviceTable;
  charging_profile: ChargingProfileTable;
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
