import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { VoucherStatus } from '@chargedeck/shared';

/**
 * The status of the voucher aliased `v` at `now`, in SQL: the shared `voucherStatus` rule
 * (INACTIVE, USED, EXPIRED, NOT_STARTED, else ACTIVE), computed when it is read.
 */
export function voucherStatusSql(now: Date): RawBuilder<VoucherStatus> {
  return sql<VoucherStatus>`case
    when not v.active then 'INACTIVE'
    when v.used_total >= v.units
      or (v.kind <> 'PERCENT_RECHARGE' and v.value_used >= v.value_total) then 'USED'
    when v.expire_at <= ${now} then 'EXPIRED'
    when v.start_at > ${now} then 'NOT_STARTED'
    else 'ACTIVE' end`;
}

/**
 * The vouchers of `v` whose status at `now` is `status`, as a predicate a planner can use: the
 * time-independent part matches the partial indexes of migration
 * 2026-11-25-0300-voucher-status-indexes word for word (INACTIVE, USED, and the "live" vouchers
 * switched on and not used up), the time-dependent part is a range on expire_at / start_at.
 */
export function voucherStatusIs(status: VoucherStatus, now: Date): Expression<SqlBool> {
  const used = sql`(v.used_total >= v.units
    or (v.kind <> 'PERCENT_RECHARGE' and v.value_used >= v.value_total))`;
  switch (status) {
    case 'INACTIVE':
      return sql<SqlBool>`not v.active`;
    case 'USED':
      return sql<SqlBool>`v.active and ${used}`;
    case 'EXPIRED':
      return sql<SqlBool>`v.active and not ${used} and v.expire_at <= ${now}`;
    case 'NOT_STARTED':
      return sql<SqlBool>`v.active and not ${used} and v.expire_at > ${now}
        and v.start_at > ${now}`;
    case 'ACTIVE':
      return sql<SqlBool>`v.active and not ${used} and v.expire_at > ${now}
        and v.start_at <= ${now}`;
  }
}
