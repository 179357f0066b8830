import type { Voucher, VoucherBody, VoucherUpdateBody, VoucherUserEntry } from './voucher-types';
import {
  formTimeOf,
  utcTextOf,
  VOUCHER_LIMITS,
  type ExpireTypeName,
  type VoucherKindName,
} from './voucher-rules';

/** A guest on the voucher form: who, and (once saved) where they stand with it. */
export interface ChosenUser {
  user_pk: number;
  user_name: string;
  email: string;
  status?: VoucherUserEntry['status'];
}

/** The voucher form as the browser keeps it (dates local 'YYYY-MM-DD HH:mm', money in cents). */
export interface VoucherFormValues {
  code: string;
  title: string;
  description: string;
  kind?: VoucherKindName;
  kind_value: number | null;
  units: number | null;
  start: string | null;
  expire: string | null;
  expire_type?: ExpireTypeName;
  uses_per_user: number | null;
  chargerScope: 'all' | 'specific';
  charge_box_pks: number[];
  audience: 'activation' | 'guests';
  active: boolean;
}

export const EMPTY_VOUCHER_FORM: VoucherFormValues = {
  code: '',
  title: '',
  description: '',
  kind_value: null,
  units: null,
  start: null,
  expire: null,
  uses_per_user: VOUCHER_LIMITS.usesPerUserDefault,
  chargerScope: 'all',
  charge_box_pks: [],
  audience: 'activation',
  active: true,
};

/** The guests of a saved voucher (source GUEST), with their voucher status. */
export function guestsOf(voucher: Voucher): ChosenUser[] {
  return voucher.voucher_users_pks_with_voucher_status
    .filter((entry) => entry.source === 'GUEST')
    .map((entry) => ({
      user_pk: entry.user_pk,
      user_name: entry.name,
      email: entry.email,
      status: entry.status,
    }));
}

/**
 * The edit form from a saved voucher (spec 3 §5 "Edit"): units a number, uses_per_user 1 by
 * default, expiry by date by default, active when the status is ACTIVE; 'isActivation' when it
 * has no guests.
 */
export function formValuesOf(voucher: Voucher): VoucherFormValues {
  const guests = guestsOf(voucher);
  return {
    code: voucher.code,
    title: voucher.title,
    description: voucher.description,
    kind: voucher.kind,
    kind_value: voucher.kind_value,
    units: Number(voucher.units),
    start: formTimeOf(voucher.start),
    expire: formTimeOf(voucher.expire),
    expire_type: voucher.expire_type ?? 'EXPIRATION_DATE',
    uses_per_user: voucher.uses_per_user || VOUCHER_LIMITS.usesPerUserDefault,
    chargerScope: voucher.charge_box_pks.length > 0 ? 'specific' : 'all',
    charge_box_pks: voucher.charge_box_pks,
    audience: guests.length > 0 ? 'guests' : 'activation',
    active: voucher.status === 'ACTIVE',
  };
}

/** The body of POST vouchers (spec 3 §7): dates in UTC, guests by user_pk, [] for every one. */
export function createBodyOf(values: VoucherFormValues, users: ChosenUser[]): VoucherBody {
  const body = updateBodyOf(values, users);
  return {
    ...body,
    code: values.code,
    charge_box_pks: body.charge_box_pks ?? [],
    user_pks: body.user_pks ?? [],
  };
}

/**
 * The body of PUT vouchers/{id} (spec 3 §7): charge_box_pks null for every charger, user_pks
 * the guests (null leaves an activation voucher's users as they are).
 */
export function updateBodyOf(values: VoucherFormValues, users: ChosenUser[]): VoucherUpdateBody {
  const expireType = values.expire_type ?? 'EXPIRATION_DATE';
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    kind: values.kind ?? 'MONEY_RECHARGE',
    kind_value: values.kind_value ?? 0,
    units: Number(values.units),
    start: utcTextOf(values.start ?? ''),
    expire: utcTextOf(values.expire ?? ''),
    charge_box_pks: values.chargerScope === 'specific' ? values.charge_box_pks : null,
    user_pks: values.audience === 'guests' ? users.map((user) => user.user_pk) : null,
    uses_per_user:
      expireType === 'USES_PER_USER'
        ? (values.uses_per_user ?? VOUCHER_LIMITS.usesPerUserDefault)
        : VOUCHER_LIMITS.usesPerUserDefault,
    expire_type: expireType,
    active: values.active,
  };
}
