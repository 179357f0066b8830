/** Table types: vouchers, their users and history, and user groups (migration 2026-11-25-0100). */
import type { ColumnType, Generated } from 'kysely';
import type {
  VoucherKind,
  VoucherExpireType,
  VoucherUserSource,
  VoucherUserStatus,
} from '@chargedeck/shared';
import type { CreatedAt, Timestamp } from './column-types';

export interface UserGroupTable {
  user_group_pk: Generated<number>;
  tenant_pk: number;
  name: string;
  created_at: CreatedAt;
}

export interface VoucherTable {
  voucher_pk: Generated<number>;
  tenant_pk: number;
  /** Upper case, at most 30 characters. */
  code: string;
  title: string;
  description: string;
  kind: VoucherKind;
  /** Cents (MONEY_RECHARGE), whole kWh (KWH_RECHARGE) or whole percent (PERCENT_RECHARGE). */
  kind_value: number;
  /** `kind_value` in the unit of `value_used` (kWh times 1000); generated. */
  value_total: ColumnType<number, never, never>;
  /** Consumed: cents (money), Wh (kWh), or the cents a percent voucher took off. */
  value_used: Generated<number>;
  units: number;
  /** Recharges the voucher took part in. */
  uses: Generated<number>;
  /** Voucher users whose status is USED. */
  used_total: Generated<number>;
  uses_per_user: Generated<number>;
  expire_type: Generated<VoucherExpireType>;
  start_at: Timestamp;
  expire_at: Timestamp;
  active: Generated<boolean>;
  /** The chargers it pays on; empty for every charger of the tenant. */
  charge_box_pks: ColumnType<number[], number[] | undefined, number[]>;
  created_user_pk: number | null;
  created_user_name: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** The vouchers of each tenant, kept by triggers (migration 2026-11-25-0310). */
export interface VoucherTenantCountTable {
  tenant_pk: number;
  vouchers: ColumnType<string, never, never>;
}

export interface VoucherUserTable {
  voucher_pk: number;
  user_pk: number;
  tenant_pk: number;
  source: VoucherUserSource;
  status: Generated<VoucherUserStatus>;
  /** Recharges this user paid with the voucher. */
  uses: Generated<number>;
  created_at: CreatedAt;
}

export interface VoucherHistoryTable {
  voucher_history_pk: Generated<number>;
  voucher_pk: number;
  tenant_pk: number;
  transaction_pk: number;
  user_pk: number | null;
  /** USE at a stop; REFUND when a refund gave value back (negative amount_used). */
  entry_kind: Generated<'USE' | 'REFUND'>;
  /** In the unit of `voucher.value_used`: cents, Wh, or cents taken off by a percent. */
  amount_used: number;
  /** The voucher's balance after this entry, same unit; null for a percent voucher. */
  balance_after: number | null;
  created_at: CreatedAt;
}
