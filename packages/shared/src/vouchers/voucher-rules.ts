/** Voucher kinds (spec 3 §4 "Voucher"): the value is in percent, in cents, or in whole kWh. */
export const VOUCHER_KINDS = ['PERCENT_RECHARGE', 'MONEY_RECHARGE', 'KWH_RECHARGE'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export const VOUCHER_STATUSES = ['NOT_STARTED', 'ACTIVE', 'EXPIRED', 'INACTIVE', 'USED'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export const VOUCHER_EXPIRE_TYPES = ['EXPIRATION_DATE', 'USES_PER_USER'] as const;
export type VoucherExpireType = (typeof VOUCHER_EXPIRE_TYPES)[number];

export const VOUCHER_USER_STATUSES = ['NOT_USED', 'SUSPEND', 'USED'] as const;
export type VoucherUserStatus = (typeof VOUCHER_USER_STATUSES)[number];

export const VOUCHER_USER_SOURCES = ['ACTIVATION', 'GUEST'] as const;
export type VoucherUserSource = (typeof VOUCHER_USER_SOURCES)[number];

/** Voucher users that may not be removed from the guests (spec 3 §2). */
export const LOCKED_VOUCHER_USER_STATUSES: readonly VoucherUserStatus[] = ['SUSPEND', 'USED'];

/** Business constants of spec 3 §9. */
export const VOUCHER_LIMITS = {
  codeMax: 30,
  titleMax: 50,
  descriptionMax: 100,
  unitsMin: 1,
  unitsMax: 1000,
  /** Uses per user: not bounded by the spec; kept to a sane maximum. */
  usesPerUserMax: 1000,
  defaultUsesPerUser: 1,
  defaultExpireType: 'EXPIRATION_DATE' as VoucherExpireType,
  pageDefault: 1,
  sizeDefault: 10,
  sizeMax: 100,
} as const;

/** The largest `kind_value` of each kind: R$ 1.000,00 in cents, 5000 kWh, 100%. */
export const VOUCHER_VALUE_MAX: Record<VoucherKind, number> = {
  MONEY_RECHARGE: 100_000,
  KWH_RECHARGE: 5000,
  PERCENT_RECHARGE: 100,
};

/**
 * How many units of the stored consumption (`value_used`: cents, Wh, cents) make one unit of
 * `kind_value`: 1000 Wh per kWh; money in cents both ways.
 */
export const VOUCHER_VALUE_SCALE: Record<VoucherKind, number> = {
  MONEY_RECHARGE: 1,
  KWH_RECHARGE: 1000,
  PERCENT_RECHARGE: 1,
};

/** Start and expire travel as UTC `YYYY-MM-DD HH:mm:ss` (spec 3 §7 "Vouchers"). */
export const VOUCHER_DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** The instant of a UTC `YYYY-MM-DD HH:mm:ss`, or NaN for a day that does not exist. */
export function voucherInstant(text: string): number {
  if (!VOUCHER_DATE_TIME.test(text)) return Number.NaN;
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`);
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ') === text ? ms : Number.NaN;
}
