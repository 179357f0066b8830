/** Table types: Tenants, dashboard users and their sessions, wallets and devices. */
import type { ColumnType, Generated } from 'kysely';
import type { RechargeMethod } from '@chargedeck/shared';
import type { CreatedAt, Timestamp } from './column-types';

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
  /** The payment types offered; null offers every type of the provider (migration 2000). */
  payment_types: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
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
  /** Home dashboard sustainability factors (migration 0740). */
  co2_saved_kg_per_kwh: Generated<number>;
  kwh_per_tree: Generated<number>;
  tree_goal: Generated<number>;
  /** Usage charts: km of range per kWh for "autonomy gained" (migration 0910). */
  autonomy_km_per_kwh: Generated<number>;
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
  /** Free-text vehicle brand for the usage charts' brand pie (migration 0750). */
  vehicle_brand: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language chosen in the user menu (migration 0300); null follows the tenant's. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  /** How the user pays recharges (migration 2000); null pays from the wallet. */
  payment_method: ColumnType<RechargeMethod | null, RechargeMethod | null | undefined>;
  /** The provider's card token saved for charges made without the driver present. */
  card_token: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface WalletEntryTable {
  wallet_entry_pk: Generated<number>;
  user_pk: number;
  kind: 'DEPOSIT' | 'RECHARGE' | 'IDLE_CHARGE' | 'REFUND' | 'CANCEL';
  /** Signed cents: positive for deposits and cancelled debits (CANCEL), negative otherwise. */
  amount_cents: number;
  payment_type: string | null;
  payment_status: Generated<string>;
  transaction_pk: number | null;
  refund_of_pk: number | null;
  /** The provider payment of a deposit: the approved top-up it came from, credited once. */
  payment_pk: ColumnType<number | null, number | null | undefined, number | null>;
  /** The refund record a REFUND entry was written for (migration 2300). */
  refund_pk: ColumnType<number | null, number | null | undefined, number | null>;
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

export interface PushDeviceTable {
  push_device_pk: Generated<number>;
  user_pk: number;
  token: string;
  platform: 'android' | 'ios' | 'web';
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A user's notification settings (migration 0200). */
export interface NotificationPreferenceTable {
  user_pk: number;
  /** Comma-separated station event types that raise a toast; null: the defaults. */
  toast_types: string | null;
  read_up_to_pk: ColumnType<string | number, number | undefined, number>;
  updated_at: Generated<Date>;
}
