import { z } from 'zod';
import {
  VOUCHER_EXPIRE_TYPES,
  VOUCHER_KINDS,
  VOUCHER_LIMITS as L,
  VOUCHER_STATUSES,
  VOUCHER_USER_SOURCES,
  VOUCHER_USER_STATUSES,
  VOUCHER_VALUE_MAX,
  voucherInstant,
  type VoucherKind,
} from './voucher-rules';

const pk = z.number().int().positive().max(2_147_483_647);
const queryPk = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().max(max);
const pageQuery = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(L.pageDefault),
  size: z.coerce.number().int().min(1).max(L.sizeMax).default(L.sizeDefault),
};

/** UTC `YYYY-MM-DD HH:mm:ss` (spec 3 §7 "Vouchers"). */
const voucherDateTime = (required: 'voucherStartRequired' | 'voucherExpireRequired') =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .refine((value) => !Number.isNaN(voucherInstant(value)), { error: 'voucherDateTimeFormat' });

/** GET vouchers (spec 3 §7): filters and page; dates answer in `timeZone` (IANA or offset). */
export const voucherListQuery = z.object({
  ...pageQuery,
  code: text(L.codeMax).optional(),
  title: text(L.titleMax).optional(),
  description: text(L.descriptionMax).optional(),
  kind: z.enum(VOUCHER_KINDS).optional(),
  status: z.enum(VOUCHER_STATUSES).optional(),
  tenantPk: queryPk.optional(),
  timeZone: z.string().max(64).optional(),
});
export type VoucherListQuery = z.infer<typeof voucherListQuery>;

/** A row of the voucher list; start and expire are `YYYY-MM-DD HH:mm:ss` in the caller's zone. */
export const voucherListItem = z.object({
  voucher_pk: z.number().int(),
  code: z.string(),
  title: z.string(),
  units: z.number().int(),
  used_total: z.number().int(),
  start: z.string(),
  expire: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  status: z.enum(VOUCHER_STATUSES),
});
export const voucherListAnswer = z.object({
  count: z.number().int(),
  results: z.array(voucherListItem),
});
export type VoucherListItem = z.infer<typeof voucherListItem>;
export type VoucherListAnswer = z.infer<typeof voucherListAnswer>;

/** A voucher's user: how they hold it and how far they used it (name and e-mail for screens). */
export const voucherUserEntry = z.object({
  user_pk: z.number().int(),
  status: z.enum(VOUCHER_USER_STATUSES),
  source: z.enum(VOUCHER_USER_SOURCES),
  uses: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type VoucherUserEntry = z.infer<typeof voucherUserEntry>;

/**
 * GET vouchers/{id} (spec 3 §3 "Voucher"). Units of the value: `kind_value`,
 * `kind_value_used` and `kind_value_balance` are cents (MONEY_RECHARGE), kWh (KWH_RECHARGE,
 * used and balance with up to 3 decimals) or, for PERCENT_RECHARGE, the percent as
 * `kind_value`, the cents it took off as `kind_value_used`, and no balance (null). `total`
 * is `units`, `used_total` the units consumed (voucher users USED), `not_used_total` the rest.
 */
export const voucherDetail = z.object({
  voucher_pk: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  kind_value: z.number().int(),
  kind_value_used: z.number(),
  kind_value_balance: z.number().nullable(),
  units: z.number().int(),
  total: z.number().int(),
  used_total: z.number().int(),
  not_used_total: z.number().int(),
  /** Recharges the voucher took part in. */
  uses: z.number().int(),
  start: z.string(),
  expire: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  created_user_name: z.string().nullable(),
  charge_box_pks: z.array(z.number().int()),
  user_pks: z.array(z.number().int()),
  voucher_users_pks_with_voucher_status: z.array(voucherUserEntry),
  uses_per_user: z.number().int(),
  expire_type: z.enum(VOUCHER_EXPIRE_TYPES),
  active: z.boolean(),
  tenant_pk: z.number().int(),
});
export type VoucherDetail = z.infer<typeof voucherDetail>;

export const voucherDetailQuery = z.object({ timeZone: z.string().max(64).optional() });

const valueFields = {
  kind: z.enum(VOUCHER_KINDS, { error: 'voucherKindRequired' }),
  kind_value: z
    .number({ error: 'voucherValueRequired' })
    .int()
    .min(1, { error: 'voucherValueRequired' }),
  units: z
    .number({ error: 'voucherUnitsRequired' })
    .int()
    .min(L.unitsMin, { error: 'voucherUnitsRequired' })
    .max(L.unitsMax, { error: 'voucherUnitsMax' }),
  start: voucherDateTime('voucherStartRequired'),
  expire: voucherDateTime('voucherExpireRequired'),
  title: z
    .string({ error: 'voucherTitleRequired' })
    .trim()
    .min(1, { error: 'voucherTitleRequired' })
    .max(L.titleMax),
  description: z
    .string({ error: 'voucherDescriptionRequired' })
    .trim()
    .min(1, { error: 'voucherDescriptionRequired' })
    .max(L.descriptionMax),
  tenant_pk: pk.optional(),
  active: z.boolean().default(true),
  uses_per_user: z
    .number({ error: 'voucherUsesPerUserRequired' })
    .int()
    .min(1, { error: 'voucherUsesPerUserRequired' })
    .max(L.usesPerUserMax)
    .default(L.defaultUsesPerUser),
  expire_type: z.enum(VOUCHER_EXPIRE_TYPES).default(L.defaultExpireType),
};

const VALUE_MAX_KEY: Record<
  VoucherKind,
  'voucherMoneyMax' | 'voucherKwhMax' | 'voucherPercentMax'
> = {
  MONEY_RECHARGE: 'voucherMoneyMax',
  KWH_RECHARGE: 'voucherKwhMax',
  PERCENT_RECHARGE: 'voucherPercentMax',
};

interface CrossFields {
  kind: VoucherKind;
  kind_value: number;
  units: number;
  start: string;
  expire: string;
  expire_type: string;
  user_pks?: number[] | null | undefined;
}

/** The §5 rules between fields: value by kind, expiry after start, users within units. */
function crossRules(body: CrossFields, ctx: z.RefinementCtx): void {
  if (body.kind_value > VOUCHER_VALUE_MAX[body.kind])
    ctx.addIssue({ code: 'custom', path: ['kind_value'], message: VALUE_MAX_KEY[body.kind] });
  if (voucherInstant(body.expire) <= voucherInstant(body.start))
    ctx.addIssue({ code: 'custom', path: ['expire'], message: 'voucherExpireBeforeStart' });
  if (body.expire_type === 'USES_PER_USER' && body.kind !== 'PERCENT_RECHARGE')
    ctx.addIssue({ code: 'custom', path: ['expire_type'], message: 'voucherUsesOnlyPercent' });
  if (body.user_pks && body.user_pks.length > body.units)
    ctx.addIssue({ code: 'custom', path: ['units'], message: 'voucherUnitsBelowUsers' });
}

const pkList = z.array(pk).max(L.unitsMax);
const chargerList = z.array(pk).max(10_000);

/** A code as typed: required, trimmed and in capitals (codes are kept in capitals). */
const typedCode = z
  .string({ error: 'voucherCodeRequired' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'voucherCodeRequired' })
  .max(L.codeMax);

/**
 * POST vouchers (spec 3 §7): `kind_value` in cents, whole kWh or percent; `user_pks` names the
 * guests (source GUEST); none makes an activation voucher; `charge_box_pks` empty: every charger.
 */
export const voucherCreateBody = z
  .object({
    code: typedCode,
    ...valueFields,
    charge_box_pks: chargerList.default([]),
    user_pks: pkList.default([]),
  })
  .superRefine(crossRules);
export type VoucherCreateBody = z.infer<typeof voucherCreateBody>;

/**
 * PUT vouchers/{id} (spec 3 §7): the code stays; `charge_box_pks` null means every charger;
 * `user_pks` null leaves the guests as they are, a list replaces them (removing a SUSPEND or
 * USED user is refused).
 */
export const voucherUpdateBody = z
  .object({
    ...valueFields,
    charge_box_pks: chargerList.nullable().default(null),
    user_pks: pkList.nullable().default(null),
  })
  .superRefine(crossRules);
export type VoucherUpdateBody = z.infer<typeof voucherUpdateBody>;

export const voucherCreateAnswer = z.object({
  voucher_pk: z.number().int(),
  message: z.string(),
});
export const voucherUpdateAnswer = z.object({
  type: z.enum(['success', 'error']),
  message: z.string(),
});

/** GET vouchers/last: the newest voucher with this code; `taken` when its status is ACTIVE. */
export const voucherLastQuery = z.object({
  code: typedCode,
  tenantPk: queryPk.optional(),
});
export const voucherLastAnswer = z.object({
  voucher: z
    .object({ voucher_pk: z.number().int(), code: z.string(), status: z.enum(VOUCHER_STATUSES) })
    .nullable(),
  taken: z.boolean(),
});

/** GET vouchers/{id}/history: newest first, optionally one user's entries. */
export const voucherHistoryQuery = z.object({
  ...pageQuery,
  userPk: queryPk.optional(),
  timeZone: z.string().max(64).optional(),
});

/**
 * A voucher history entry (spec 3 §3): `voucher.kind_value_used` is what this entry used and
 * `voucher.kind_value_balance` the balance after it, in the units of the voucher detail (a
 * refund's amount is negative). `transaction_start_timestamp` is ISO 8601.
 */
export const voucherHistoryEntry = z.object({
  transaction_pk: z.number().int(),
  transaction_start_timestamp: z.string().nullable(),
  entry_kind: z.enum(['USE', 'REFUND']),
  created_at: z.string(),
  transaction_amount: z.number().int().nullable(),
  voucher: z.object({
    kind: z.enum(VOUCHER_KINDS),
    kind_value: z.number().int(),
    kind_value_used: z.number(),
    kind_value_balance: z.number().nullable(),
  }),
  charge_box_name: z.string().nullable(),
  user: z.object({ userPk: z.number().int().nullable(), name: z.string(), email: z.string() }),
  address: z.object({
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    district: z.string().nullable(),
  }),
});
export const voucherHistoryAnswer = z.object({
  count: z.number().int(),
  results: z.array(voucherHistoryEntry),
});
export type VoucherHistoryEntry = z.infer<typeof voucherHistoryEntry>;

/** POST driver/vouchers/activations: a driver types a code. */
export const voucherActivationBody = z.object({
  code: typedCode,
});
/** A voucher the signed-in driver holds. */
export const driverVoucher = z.object({
  voucher_pk: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  kind_value: z.number().int(),
  kind_value_balance: z.number().nullable(),
  status: z.enum(VOUCHER_STATUSES),
  source: z.enum(VOUCHER_USER_SOURCES),
  user_status: z.enum(VOUCHER_USER_STATUSES),
  uses: z.number().int(),
  uses_per_user: z.number().int(),
  /** ISO 8601. */
  expire: z.string(),
});
export const driverVoucherList = z.object({ vouchers: z.array(driverVoucher) });
export type DriverVoucher = z.infer<typeof driverVoucher>;
