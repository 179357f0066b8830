import { FINANCIAL_MAX_RANGE_DAYS } from '@chargedeck/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** What a financial row's money state needs: the status and the cents paid and refunded. */
interface Refundable {
  paymentStatus: string | null;
  paymentTransactionAmount: number | null;
  paymentTransactionAmountRefunded: number | null;
  /** The server's count of what is left, which knows a voucher's part of the amount. */
  paymentTransactionAmountAvailable?: number | null;
}

/**
 * Cents still refundable: what was paid less what was refunded (the server's count when given:
 * of a recharge a voucher paid in part, only the driver's part is refunded).
 */
export function availableCents(row: Refundable): number {
  return Math.max(
    0,
    row.paymentTransactionAmountAvailable ??
      (row.paymentTransactionAmount ?? 0) - (row.paymentTransactionAmountRefunded ?? 0),
  );
}

/** Spec 3 §5 "Refund": only an approved payment may be refunded. */
export function canRefund(row: Refundable): boolean {
  return row.paymentStatus === 'approved' && availableCents(row) > 0;
}

/** Spec 3 §5 "Invoice": a resend only after an authorisation error or a rejection. */
export function canResendInvoice(nfeStatus: string | null): boolean {
  return nfeStatus === 'erro_autorizacao' || nfeStatus === 'rejeitado';
}

/**
 * Spec 3 §5 "Financial filters": what is typed in an amount field kept as a digit string padded
 * to at least 3 digits, the last two the decimals ("5" → "005", "1.234,5" → "12345").
 */
export function amountDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  return digits.padStart(3, '0');
}

/** The digit string as integer cents ("012" → 12). */
export function digitsToCents(digits: string): number {
  return Number(digits || '0');
}

export type PartialAmountProblem = 'zero' | 'tooLarge' | 'tooLargeRemaining' | null;

/**
 * Spec 3 §5 "Refund": a partial amount must be above zero and must not exceed the remaining
 * value; 'tooLargeRemaining' when a refund already exists (its text adds 'restante').
 */
export function partialAmountProblem(cents: number, row: Refundable): PartialAmountProblem {
  if (cents <= 0) return 'zero';
  if (cents <= availableCents(row)) return null;
  return (row.paymentTransactionAmountRefunded ?? 0) > 0 ? 'tooLargeRemaining' : 'tooLarge';
}

export type PeriodProblem = 'future' | 'tooLong' | null;

/** Spec 3 §5: a custom range has no future day and spans less than 365 days. */
export function periodProblem(
  range: readonly [Dayjs, Dayjs],
  today: Dayjs = dayjs(),
): PeriodProblem {
  if (range[1].isAfter(today.endOf('day')) || range[0].isAfter(today.endOf('day'))) return 'future';
  if (range[1].startOf('day').diff(range[0].startOf('day'), 'day') >= FINANCIAL_MAX_RANGE_DAYS)
    return 'tooLong';
  return null;
}

/** A day the custom range's picker cannot offer: any day after today. */
export function isFutureDay(day: Dayjs, today: Dayjs = dayjs()): boolean {
  return day.isAfter(today.endOf('day'));
}

export interface PeriodPreset {
  /** `current` (the default) or the month's YYYY-MM. */
  key: string;
  range: [Dayjs, Dayjs];
}

/**
 * Spec 3 §2 and §9: the last three months (this month to today, then the two before it, whole),
 * the first of them the default range.
 */
export function periodPresets(today: Dayjs = dayjs()): [PeriodPreset, PeriodPreset, PeriodPreset] {
  const preset = (back: number): PeriodPreset => {
    const month = today.subtract(back, 'month').startOf('month');
    const end = back === 0 ? today.endOf('day') : month.endOf('month');
    return { key: month.format('YYYY-MM'), range: [month, end] };
  };
  return [preset(0), preset(1), preset(2)];
}

/** Spec 3 §3: the label key of a row's target type (TRANSACTION Recarga, USER Depósito, IDLE Ociosidade). */
export function targetTypeKey(targetType: string): 'recharge' | 'deposit' | 'idle' | null {
  if (targetType === 'TRANSACTION') return 'recharge';
  if (targetType === 'USER') return 'deposit';
  if (targetType === 'IDLE') return 'idle';
  return null;
}
