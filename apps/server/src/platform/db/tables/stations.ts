/** Table types: Charging stations, their connectors, events and OCPP inbox. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';

/** Where a station, a station group or a user stands (users keep the same columns). */
export interface AddressColumns {
  street: string | null;
  house_number: string | null;
  zip_code: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

export interface ChargeBoxTable extends AddressColumns {
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
  /** Cents per whole minute a car stays plugged after charging (migration 0800). */
  idle_time_price: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ChargeBoxGroupTable extends AddressColumns {
  charge_box_group_pk: Generated<number>;
  tenant_pk: number;
  name: string;
  status: Generated<boolean>;
  external_id: string | null;
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
  | 'Warning'
  | 'StartRejected'
  | 'TaskFailed';

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
