/** Table types for Kysely, one file per domain under tables/; a migration adds its tables there. */
export * from './tables/accounts';
export * from './tables/stations';
export * from './tables/charging';
export * from './tables/invoices';
export * from './tables/reports';
export * from './tables/configurations';
export * from './tables/pricing';

import type * as accounts from './tables/accounts';
import type * as stations from './tables/stations';
import type * as charging from './tables/charging';
import type * as invoices from './tables/invoices';
import type * as reports from './tables/reports';
import type * as configurations from './tables/configurations';
import type * as pricing from './tables/pricing';

export interface DB {
  tenant: accounts.TenantTable;
  tenant_host: accounts.TenantHostTable;
  app_user: accounts.AppUserTable;
  user_permission: accounts.UserPermissionTable;
  wallet_entry: accounts.WalletEntryTable;
  auth_session: accounts.AuthSessionTable;
  password_reset_code: accounts.PasswordResetCodeTable;
  robot_check_used: accounts.RobotCheckUsedTable;
  charge_box: stations.ChargeBoxTable;
  charge_box_group: stations.ChargeBoxGroupTable;
  connector_type: stations.ConnectorTypeTable;
  charge_box_photo: stations.ChargeBoxPhotoTable;
  connector: stations.ConnectorTable;
  connector_status: stations.ConnectorStatusTable;
  charge_box_event: stations.ChargeBoxEventTable;
  charge_box_user: stations.ChargeBoxUserTable;
  unknown_charge_box: stations.UnknownChargeBoxTable;
  ocpp_data_transfer: stations.OcppDataTransferTable;
  ocpp_tag: charging.OcppTagTable;
  unknown_ocpp_tag: charging.UnknownOcppTagTable;
  charging_transaction: charging.ChargingTransactionTable;
  meter_value: charging.MeterValueTable;
  ocpp_suspect_message: charging.OcppSuspectMessageTable;
  ocpp_task: charging.OcppTaskTable;
  ocpp_task_result: charging.OcppTaskResultTable;
  push_device: accounts.PushDeviceTable;
  notification_preference: accounts.NotificationPreferenceTable;
  charging_profile: charging.ChargingProfileTable;
  invoice: invoices.InvoiceTable;
  report_usage: reports.ReportUsageTable;
  qr_start: charging.QrStartTable;
  virtual_group: configurations.VirtualGroupTable;
  virtual_group_charge_box: configurations.VirtualGroupChargeBoxTable;
  pricing_profile: pricing.PricingProfileTable;
  pricing_entry: pricing.PricingEntryTable;
  transaction_price_item: pricing.TransactionPriceItemTable;
}
