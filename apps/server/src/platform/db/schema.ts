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
  created_at: CreatedAt;
  updated_at: Generated<Date>;
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

export interface DB {
  tenant: TenantTable;
  tenant_host: TenantHostTable;
  app_user: AppUserTable;
  user_permission: UserPermissionTable;
  auth_session: AuthSessionTable;
  password_reset_code: PasswordResetCodeTable;
  robot_check_used: RobotCheckUsedTable;
}
