import type { ExpireTypeName, VoucherKindName, VoucherStatusName } from './voucher-rules';

/** Spec 3 §3 "Voucher" as the web reads it. */
export interface VoucherUserEntry {
  user_pk: number;
  status: 'NOT_USED' | 'SUSPEND' | 'USED';
  source: 'ACTIVATION' | 'GUEST';
  user_name?: string;
  email?: string;
}

export interface Voucher {
  voucher_pk: number;
  code: string;
  title: string;
  description: string;
  kind: VoucherKindName;
  kind_value: number;
  kind_value_used: number;
  kind_value_balance: number;
  units: number;
  total: number;
  used_total: number;
  not_used_total: number;
  start: string;
  expire: string;
  status: VoucherStatusName;
  created_user_name: string | null;
  charge_box_pks: number[];
  user_pks: number[];
  voucher_users_pks_with_voucher_status: VoucherUserEntry[];
  uses_per_user: number;
  expire_type: ExpireTypeName;
  active: boolean;
  tenant_pk: number;
}

export type VoucherListItem = Pick<
  Voucher,
  'voucher_pk' | 'code' | 'title' | 'units' | 'used_total' | 'start' | 'expire' | 'kind' | 'status'
>;

export interface VoucherPage {
  count: number;
  results: VoucherListItem[];
}

export interface VoucherListQuery {
  code?: string;
  title?: string;
  description?: string;
  kind?: VoucherKindName;
  status?: VoucherStatusName;
}

export interface VoucherHistoryEntry {
  transaction_pk: number;
  transaction_start_timestamp: string;
  voucher: {
    kind: VoucherKindName;
    kind_value: number;
    kind_value_used: number;
    kind_value_balance: number;
  };
  charge_box_name: string;
  user: { userPk: number; name: string; email: string };
  address: { street: string; houseNumber: string; district: string } | null;
}

export interface VoucherBody {
  code?: string;
  title: string;
  description: string;
  kind: VoucherKindName;
  kind_value: number;
  units: number;
  start: string;
  expire: string;
  charge_box_pks: number[] | null;
  user_pks: number[] | null;
  uses_per_user: number;
  expire_type: ExpireTypeName;
  active: boolean;
}
