/** The voucher form's rules (spec 3 §4 and §5 "Voucher", §9): limits, masks and kind changes. */

import {
  LOCKED_VOUCHER_USER_STATUSES,
  VOUCHER_EXPIRE_TYPES,
  VOUCHER_LIMITS as SHARED_LIMITS,
  VOUCHER_VALUE_MAX,
  type Formatter,
  type VoucherExpireType,
  type VoucherKind,
  type VoucherUserStatus,
} from '@chargedeck/shared';

export type VoucherKindName = VoucherKind;
export type ExpireTypeName = VoucherExpireType;

export const VOUCHER_LIMITS = {
  codeMax: SHARED_LIMITS.codeMax,
  titleMax: SHARED_LIMITS.titleMax,
  descriptionMax: SHARED_LIMITS.descriptionMax,
  unitsMax: SHARED_LIMITS.unitsMax,
  usesPerUserDefault: SHARED_LIMITS.defaultUsesPerUser,
} as const;

/** Which rule a value breaks, or null when it keeps them (the catalogue key under vouchers.rules). */
export type ValueProblem = 'valueRequired' | 'valueZero' | 'moneyMax' | 'percentMax' | 'kwhMax';

export function kindValueProblem(
  kind: VoucherKindName | undefined,
  value: number | null | undefined,
): ValueProblem | null {
  if (value === null || value === undefined || Number.isNaN(value)) return 'valueRequired';
  if (value === 0) return 'valueZero';
  if (kind === undefined) return null;
  if (value <= VOUCHER_VALUE_MAX[kind]) return null;
  return kind === 'MONEY_RECHARGE'
    ? 'moneyMax'
    : kind === 'PERCENT_RECHARGE'
      ? 'percentMax'
      : 'kwhMax';
}

export type UnitsProblem =
  'unitsRequired' | 'unitsZero' | 'unitsBelowRegistered' | 'unitsBelowUsers' | 'unitsMax';

/** units: required, not zero, not below the registered count nor the chosen users, at most 1000. */
export function unitsProblem(
  units: number | null | undefined,
  floor: { registered?: number; users: number },
): UnitsProblem | null {
  if (units === null || units === undefined || Number.isNaN(units)) return 'unitsRequired';
  if (units === 0) return 'unitsZero';
  if (floor.registered !== undefined && units < floor.registered) return 'unitsBelowRegistered';
  if (units < floor.users) return 'unitsBelowUsers';
  if (units > VOUCHER_LIMITS.unitsMax) return 'unitsMax';
  return null;
}

/** Digits of a typed text as a number (a minus sign, letters and separators dropped). */
export function digitsValue(typed: string, maxDigits = 9): number | null {
  const digits = typed.replace(/\D/g, '').slice(0, maxDigits);
  return digits ? Number(digits) : null;
}

/** Keys a digits-only field refuses before they reach it: the minus sign above all. */
export function blocksKey(key: string): boolean {
  return key === '-' || key === 'Subtract' || key === '+' || key === 'e' || key === 'E';
}

/** The code as stored: upper case, at most 30 characters. */
export function codeOf(typed: string): string {
  return typed.toUpperCase().slice(0, VOUCHER_LIMITS.codeMax);
}

/** The uses option is offered only for percent vouchers. */
export function expireTypesFor(kind: VoucherKindName | undefined): readonly ExpireTypeName[] {
  return kind === 'PERCENT_RECHARGE' ? VOUCHER_EXPIRE_TYPES : ['EXPIRATION_DATE'];
}

/** Changing the kind clears the value and the expiry type. */
export function afterKindChange<T extends { kind_value?: unknown; expire_type?: unknown }>(
  values: T,
): T {
  return { ...values, kind_value: null, expire_type: undefined };
}

/** A local 'YYYY-MM-DD HH:mm' of the form as the API's UTC 'YYYY-MM-DD HH:mm:ss'. */
export function utcTextOf(local: string): string {
  const [day = '', time = '00:00'] = local.trim().split(/[ T]/);
  const [y, m, d] = day.split('-').map(Number);
  const [h, min, s] = time.split(':').map(Number);
  const at = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0, s ?? 0);
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** The API's 'YYYY-MM-DD HH:mm:ss' (already in the caller's zone) as the form's 'YYYY-MM-DD HH:mm'. */
export function formTimeOf(shown: string | null | undefined): string | null {
  if (!shown) return null;
  return shown.replace('T', ' ').slice(0, 16);
}

/**
 * The API's wall time 'YYYY-MM-DD HH:mm[:ss]' (already in the browser's zone) as an instant of
 * this browser, for the shared formatter (DD/MM/YYYY HH:mm in pt-BR); null when unreadable.
 */
export function localInstantOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y = 0, m = 1, d = 1, h = 0, min = 0, s = 0] = match.slice(1).map((p) => Number(p ?? 0));
  return new Date(y, m - 1, d, h, min, s);
}

/** The two formatter functions a voucher amount needs (the shared formatter of the language). */
export type AmountFormat = Pick<Formatter, 'money' | 'number'>;

/** How an amount of a voucher's unit reads: N%, currency with 2 decimals, N kWh. */
export function kindValueText(
  kind: VoucherKindName,
  value: number | null,
  format: AmountFormat,
): string {
  if (value === null) return '—';
  if (kind === 'MONEY_RECHARGE') return format.money(value);
  if (kind === 'PERCENT_RECHARGE') return `${format.number(value)}%`;
  return `${format.number(value, 3)} kWh`;
}

/**
 * What a history entry used and left: a percent voucher's use is the money it took off (and it
 * keeps no balance); the other kinds read in their own unit.
 */
export function historyAmountText(
  kind: VoucherKindName,
  value: number | null,
  format: AmountFormat,
): string {
  if (kind === 'PERCENT_RECHARGE') return value === null ? '—' : format.money(value);
  return kindValueText(kind, value, format);
}

/** A guest who has used or been suspended from the voucher stays on it (spec 3 §2). */
export function canRemoveGuest(status: VoucherUserStatus | undefined): boolean {
  return status === undefined || !LOCKED_VOUCHER_USER_STATUSES.includes(status);
}
