import { VOUCHER_VALUE_SCALE, type VoucherKind, type VoucherStatus } from './voucher-rules';

/** What a voucher's status is computed from, as stored. */
export interface VoucherStatusFacts {
  active: boolean;
  /** Instants in milliseconds. */
  startMs: number;
  expireMs: number;
  kind: VoucherKind;
  /** As the API takes it: cents, whole kWh or percent. */
  kindValue: number;
  /** Consumed, stored unit: cents, Wh, or cents taken off by a percent voucher. */
  valueUsed: number;
  units: number;
  /** Voucher users whose status is USED. */
  usedTotal: number;
}

/** True when the money or kWh of the voucher is all consumed (a percent never runs out by value). */
export function valueConsumed(facts: VoucherStatusFacts): boolean {
  if (facts.kind === 'PERCENT_RECHARGE') return false;
  return facts.valueUsed >= facts.kindValue * VOUCHER_VALUE_SCALE[facts.kind];
}

/**
 * The status of a voucher at `nowMs` (spec 3 §4 "Voucher"; issue 21 item 2), the one rule the
 * server's SQL (`voucherStatusSql`) mirrors. When several facts hold, the first wins:
 * INACTIVE (switched off), USED (every unit or the whole value consumed), EXPIRED (at or after
 * `expire`), NOT_STARTED (before `start`), else ACTIVE.
 */
export function voucherStatus(facts: VoucherStatusFacts, nowMs: number): VoucherStatus {
  if (!facts.active) return 'INACTIVE';
  if (facts.usedTotal >= facts.units || valueConsumed(facts)) return 'USED';
  if (nowMs >= facts.expireMs) return 'EXPIRED';
  if (nowMs < facts.startMs) return 'NOT_STARTED';
  return 'ACTIVE';
}
