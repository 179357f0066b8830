import {
  VOUCHER_VALUE_SCALE,
  type DriverVoucher,
  type VoucherDetail,
  type VoucherHistoryEntry,
  type VoucherKind,
  type VoucherListItem,
} from '@chargedeck/shared';
import type { CallerZone } from '../../platform/http/human-time';
import { offsetMs } from '../../platform/http/zone-dates';
import type { HistoryRow, VoucherRow, VoucherUserRow } from './vouchers.repository';

/** `YYYY-MM-DD HH:mm:ss` of an instant in the caller's zone. */
export function zoneDateTime(at: Date, zone: CallerZone): string {
  const local = new Date(at.getTime() + offsetMs(zone, at));
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

/** A stored amount (cents, Wh) in the unit of `kind_value` (cents, kWh with 3 decimals). */
export function inKindUnit(kind: VoucherKind, stored: number): number {
  return stored / VOUCHER_VALUE_SCALE[kind];
}

/** What is left of a money or kWh voucher, in the unit of `kind_value`; null for a percent. */
export function balanceOf(voucher: Pick<VoucherRow, 'kind' | 'kind_value' | 'value_used'>) {
  if (voucher.kind === 'PERCENT_RECHARGE') return null;
  const total = voucher.kind_value * VOUCHER_VALUE_SCALE[voucher.kind];
  return inKindUnit(voucher.kind, Math.max(0, total - voucher.value_used));
}

export function listItemOf(row: VoucherRow, zone: CallerZone): VoucherListItem {
  return {
    voucher_pk: row.voucher_pk,
    code: row.code,
    title: row.title,
    units: row.units,
    used_total: row.used_total,
    start: zoneDateTime(row.start_at, zone),
    expire: zoneDateTime(row.expire_at, zone),
    kind: row.kind,
    status: row.status,
  };
}

export function detailOf(
  row: VoucherRow,
  users: readonly VoucherUserRow[],
  zone: CallerZone,
): VoucherDetail {
  return {
    ...listItemOf(row, zone),
    description: row.description,
    kind_value: row.kind_value,
    kind_value_used: inKindUnit(row.kind, row.value_used),
    kind_value_balance: balanceOf(row),
    total: row.units,
    not_used_total: Math.max(0, row.units - row.used_total),
    uses: row.uses,
    created_user_name: row.created_user_name,
    charge_box_pks: row.charge_box_pks,
    user_pks: users.filter((user) => user.source === 'GUEST').map((user) => user.user_pk),
    voucher_users_pks_with_voucher_status: users.map((user) => ({ ...user })),
    uses_per_user: row.uses_per_user,
    expire_type: row.expire_type,
    active: row.active,
    tenant_pk: row.tenant_pk,
  };
}

export function historyEntryOf(
  row: HistoryRow,
  voucher: Pick<VoucherRow, 'kind' | 'kind_value'>,
): VoucherHistoryEntry {
  return {
    transaction_pk: row.transaction_pk,
    transaction_start_timestamp: row.transaction_start_timestamp?.toISOString() ?? null,
    entry_kind: row.entry_kind,
    created_at: row.created_at.toISOString(),
    transaction_amount: row.transaction_amount,
    voucher: {
      kind: voucher.kind,
      kind_value: voucher.kind_value,
      kind_value_used: inKindUnit(voucher.kind, row.amount_used),
      kind_value_balance:
        row.balance_after === null ? null : inKindUnit(voucher.kind, row.balance_after),
    },
    charge_box_name: row.charge_box_name,
    user: { userPk: row.user_pk, name: row.user_name ?? '', email: row.user_email ?? '' },
    // Stations keep no district: the entry names the street and number only.
    address: { street: row.street, houseNumber: row.house_number, district: null },
  };
}

export function driverVoucherOf(row: VoucherRow & { user: VoucherUserRow }): DriverVoucher {
  return {
    voucher_pk: row.voucher_pk,
    code: row.code,
    title: row.title,
    kind: row.kind,
    kind_value: row.kind_value,
    kind_value_balance: balanceOf(row),
    status: row.status,
    source: row.user.source,
    user_status: row.user.status,
    uses: row.user.uses,
    uses_per_user: row.uses_per_user,
    expire: row.expire_at.toISOString(),
  };
}
