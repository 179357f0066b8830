import type { Migration } from 'kysely';
import * as foundation from './2026-11-22-0001-foundation';
import * as stations from './2026-11-22-0100-stations';
import * as ocppTags from './2026-11-22-0110-ocpp-tags';
import * as chargingTransactions from './2026-11-22-0120-charging-transactions';
import * as ocppTasks from './2026-11-22-0130-ocpp-tasks';
import * as pushDevices from './2026-11-22-0300-push-devices';
import * as stationDetails from './2026-11-22-0400-station-details';
import * as chargingProfiles from './2026-11-22-0500-charging-profiles';
import * as users from './2026-11-22-0600-users';
import * as wallets from './2026-11-22-0610-wallets';
import * as transactionPayments from './2026-11-22-0620-transaction-payments';
import * as reportUsage from './2026-11-22-0730-report-usage';
import * as dashboardStats from './2026-11-22-0740-dashboard-stats';
import * as userVehicleBrand from './2026-11-22-0750-user-vehicle-brand';
import * as idleInvoicesWallet from './2026-11-22-0800-idle-invoices-wallet';
import * as transactionListIndexes from './2026-11-22-0810-transaction-list-indexes';
import * as userTotalsIndexes from './2026-11-22-0820-user-totals-indexes';
import * as searchTrigrams from './2026-11-22-0900-search-trigrams';
import * as tenantAutonomyFactor from './2026-11-22-0910-tenant-autonomy-factor';
import * as usageHours from './2026-11-22-0920-usage-hours';
import * as rechargesByTag from './2026-11-22-0930-recharges-by-tag';
import * as tagChargeTotals from './2026-11-22-0945-tag-charge-totals';
import * as userChargeTotals from './2026-11-22-0946-user-charge-totals';
import * as chargeTotalsPerStatement from './2026-11-22-0947-charge-totals-per-statement';
import * as chargeTotalsSkipIdleStatements from './2026-11-22-0948-charge-totals-skip-idle-statements';
import * as dropDuplicateTagIndex from './2026-11-22-0949-drop-duplicate-tag-index';
import * as meterValuesWithoutForeignKeys from './2026-11-22-0950-meter-values-without-foreign-keys';
import * as searchTrigramsOnLower from './2026-11-22-0951-search-trigrams-on-lower';
import * as usageHoursPerStatement from './2026-11-22-0952-usage-hours-per-statement';
import * as eventsAndStatusHistoryWithoutForeignKeys from './2026-11-22-0953-events-and-status-history-without-foreign-keys';
import * as statementTriggersLookUpByKey from './2026-11-22-0954-statement-triggers-look-up-by-key';
import * as meterValuesKeyedByTransaction from './2026-11-23-0100-meter-values-keyed-by-transaction';
import * as moneyWithinNetwork from './2026-11-24-0110-money-within-network';
import * as qrStartSecrets from './2026-11-24-0140-qr-start-secrets';
import * as unknownStationsByTenant from './2026-11-24-0150-unknown-stations-by-tenant';
import * as virtualGroups from './2026-11-24-0200-virtual-groups';
import * as pricingProfiles from './2026-11-24-0205-pricing-profiles';
import * as notificationPreferences from './2026-11-24-0210-notification-preferences';
import * as userLocale from './2026-11-24-0300-user-locale';
import * as payments from './2026-11-24-0310-payments';
import * as startRejectedAndTaskFailedEvents from './2026-11-24-0400-start-rejected-and-task-failed-events';
import * as profileIdle from './2026-11-24-1900-profile-prices-idle';
import * as rechargePayments from './2026-11-24-2000-recharge-payments';
import * as refunds from './2026-11-24-2100-refunds';
import * as financialMovements from './2026-11-24-2200-financial-movements';
import * as vouchers from './2026-11-25-0100-vouchers';
import * as voucherSearchIndexes from './2026-11-25-0110-voucher-search-indexes';
import * as paymentPayer from './2026-11-24-2300-payment-payer-and-refund-entries';
import * as financialMovementRows from './2026-11-25-0050-financial-movement-rows';
import * as userEmailTrigrams from './2026-11-25-0055-user-email-trigrams';
import * as siteMeters from './2026-11-25-0100-site-meters';
import * as voucherSpending from './2026-11-25-0200-voucher-spending';
import * as voucherStatusIndexes from './2026-11-25-0300-voucher-status-indexes';
import * as voucherTenantCount from './2026-11-25-0310-voucher-tenant-count';
import * as smartCharging from './2026-11-25-0200-smart-charging';

/** Every migration, in order. A new migration is a new timestamped file plus one line here. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-foundation': foundation,
  '2026-11-22-0100-stations': stations,
  '2026-11-22-0110-ocpp-tags': ocppTags,
  '2026-11-22-0120-charging-transactions': chargingTransactions,
  '2026-11-22-0130-ocpp-tasks': ocppTasks,
  '2026-11-22-0300-push-devices': pushDevices,
  '2026-11-22-0400-station-details': stationDetails,
  '2026-11-22-0500-charging-profiles': chargingProfiles,
  '2026-11-22-0600-users': users,
  '2026-11-22-0610-wallets': wallets,
  '2026-11-22-0620-transaction-payments': transactionPayments,
  '2026-11-22-0730-report-usage': reportUsage,
  '2026-11-22-0740-dashboard-stats': dashboardStats,
  '2026-11-22-0750-user-vehicle-brand': userVehicleBrand,
  '2026-11-22-0800-idle-invoices-wallet': idleInvoicesWallet,
  '2026-11-22-0810-transaction-list-indexes': transactionListIndexes,
  '2026-11-22-0820-user-totals-indexes': userTotalsIndexes,
  '2026-11-22-0900-search-trigrams': searchTrigrams,
  '2026-11-22-0910-tenant-autonomy-factor': tenantAutonomyFactor,
  '2026-11-22-0920-usage-hours': usageHours,
  '2026-11-22-0930-recharges-by-tag': rechargesByTag,
  '2026-11-22-0945-tag-charge-totals': tagChargeTotals,
  '2026-11-22-0946-user-charge-totals': userChargeTotals,
  '2026-11-22-0947-charge-totals-per-statement': chargeTotalsPerStatement,
  '2026-11-22-0948-charge-totals-skip-idle-statements': chargeTotalsSkipIdleStatements,
  '2026-11-22-0949-drop-duplicate-tag-index': dropDuplicateTagIndex,
  '2026-11-22-0950-meter-values-without-foreign-keys': meterValuesWithoutForeignKeys,
  '2026-11-22-0951-search-trigrams-on-lower': searchTrigramsOnLower,
  '2026-11-22-0952-usage-hours-per-statement': usageHoursPerStatement,
  '2026-11-22-0953-events-and-status-history-without-foreign-keys':
    eventsAndStatusHistoryWithoutForeignKeys,
  '2026-11-22-0954-statement-triggers-look-up-by-key': statementTriggersLookUpByKey,
  '2026-11-23-0100-meter-values-keyed-by-transaction': meterValuesKeyedByTransaction,
  '2026-11-24-0110-money-within-network': moneyWithinNetwork,
  '2026-11-24-0140-qr-start-secrets': qrStartSecrets,
  '2026-11-24-0150-unknown-stations-by-tenant': unknownStationsByTenant,
  '2026-11-24-0200-virtual-groups': virtualGroups,
  '2026-11-24-0205-pricing-profiles': pricingProfiles,
  '2026-11-24-0210-notification-preferences': notificationPreferences,
  '2026-11-24-0300-user-locale': userLocale,
  '2026-11-24-0310-payments': payments,
  '2026-11-24-0400-start-rejected-and-task-failed-events': startRejectedAndTaskFailedEvents,
  '2026-11-24-1900-profile-prices-idle': profileIdle,
  '2026-11-24-2000-recharge-payments': rechargePayments,
  '2026-11-24-2100-refunds': refunds,
  '2026-11-24-2200-financial-movements': financialMovements,
  '2026-11-24-2300-payment-payer-and-refund-entries': paymentPayer,
  '2026-11-25-0050-financial-movement-rows': financialMovementRows,
  '2026-11-25-0055-user-email-trigrams': userEmailTrigrams,
  '2026-11-25-0100-site-meters': siteMeters,
  '2026-11-25-0100-vouchers': vouchers,
  '2026-11-25-0110-voucher-search-indexes': voucherSearchIndexes,
  '2026-11-25-0200-smart-charging': smartCharging,
  '2026-11-25-0200-voucher-spending': voucherSpending,
  '2026-11-25-0300-voucher-status-indexes': voucherStatusIndexes,
  '2026-11-25-0310-voucher-tenant-count': voucherTenantCount,
};
