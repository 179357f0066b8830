import type {
  VoucherCreateBody,
  VoucherDetail,
  VoucherHistoryEntry,
  VoucherListAnswer,
  VoucherListQuery as ApiListQuery,
} from '@chargedeck/shared';

/** Spec 3 §3 "Voucher" and §7 "Vouchers" as the shared contract types them. */
export type Voucher = VoucherDetail;
export type {
  VoucherHistoryEntry,
  VoucherListItem,
  VoucherUpdateBody,
  VoucherUserEntry,
} from '@chargedeck/shared';
export type VoucherPage = VoucherListAnswer;
export interface VoucherHistoryPage {
  count: number;
  results: VoucherHistoryEntry[];
}
export type VoucherListQuery = Partial<
  Pick<ApiListQuery, 'code' | 'title' | 'description' | 'kind' | 'status'>
>;
/** What the form sends: the create body (the update leaves the code out). */
export type VoucherBody = VoucherCreateBody;
