/** The voucher form's rules (spec 3 §4 and §5 "Voucher", §9): limits, masks and kind changes. */

export const VOUCHER_KINDS = ['PERCENT_RECHARGE', 'MONEY_RECHARGE', 'KWH_RECHARGE'] as const;
export type VoucherKindName = (typeof VOUCHER_KINDS)[number];

export const VOUCHER_STATUSES = ['NOT_STARTED', 'ACTIVE', 'EXPIRED', 'INACTIVE', 'USED'] as const;
export type VoucherStatusName = (typeof VOUCHER_STATUSES)[number];

export const EXPIRE_TYPES = ['EXPIRATION_DATE', 'USES_PER_USER'] as const;
export type ExpireTypeName = (typeof EXPIRE_TYPES)[number];

export const VOUCHER_LIMITS = {
  codeMax: 30,
  titleMax: 50,
  descriptionMax: 100,
  unitsMax: 1000,
  /** kind_value's ceiling per kind: cents, percent, kWh. */
  value: { MONEY_RECHARGE: 100_000, PERCENT_RECHARGE: 100, KWH_RECHARGE: 5000 },
  usesPerUserDefault: 1,
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
  if (value <= VOUCHER_LIMITS.value[kind]) return null;
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
  return kind === 'PERCENT_RECHARGE' ? EXPIRE_TYPES : ['EXPIRATION_DATE'];
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

/** 'YYYY-MM-DD HH:mm[:ss]' as 'DD/MM/YYYY HH:mm' (seconds kept when asked, the detail's way). */
export function voucherDateText(value: string | null | undefined, seconds = false): string {
  if (!value) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!match) return value;
  const [, y, m, d, h, min, s = '00'] = match;
  return `${d}/${m}/${y} ${h}:${min}${seconds ? `:${s}` : ''}`;
}

/** How a kind_value reads: N%, R$ with 2 decimals, N kWh. */
export function kindValueText(
  kind: VoucherKindName,
  value: number,
  money: (cents: number) => string,
): string {
  if (kind === 'MONEY_RECHARGE') return money(value);
  if (kind === 'PERCENT_RECHARGE') return `${value}%`;
  return `${value} kWh`;
}

/** A guest who has used or been suspended from the voucher stays on it (spec 3 §2). */
export function canRemoveGuest(status: 'NOT_USED' | 'SUSPEND' | 'USED' | undefined): boolean {
  return status !== 'SUSPEND' && status !== 'USED';
}
