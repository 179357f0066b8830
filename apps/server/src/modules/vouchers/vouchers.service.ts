import {
  LOCKED_VOUCHER_USER_STATUSES,
  VOUCHER_VALUE_SCALE,
  voucherInstant,
  type VoucherCreateBody,
  type VoucherUpdateBody,
} from '@chargedeck/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../platform/http/http-error';
import type {
  VoucherRow,
  VoucherUserRow,
  VoucherValues,
  VouchersRepository,
} from './vouchers.repository';

/** Who acts: the caller's tenants, the tenant of the request and the caller. */
export interface VoucherCaller {
  visibleTenantPks: readonly number[];
  requestTenantPk: number;
  userPk: number;
  userName: string;
}

type Body = VoucherCreateBody | VoucherUpdateBody;

const unique = (pks: readonly number[]) => [...new Set(pks)];

function valuesOf(body: Body): VoucherValues {
  return {
    title: body.title,
    description: body.description,
    kind: body.kind,
    kind_value: body.kind_value,
    units: body.units,
    uses_per_user: body.uses_per_user,
    expire_type: body.expire_type,
    start_at: new Date(voucherInstant(body.start)),
    expire_at: new Date(voucherInstant(body.expire)),
    active: body.active,
    charge_box_pks: unique(body.charge_box_pks ?? []),
  };
}

/** The §5 rules an update must keep against what is stored and used. */
function checkAgainstStored(current: VoucherRow, values: VoucherValues): void {
  if (values.units < current.units) throw badRequest('units', 'voucherUnitsBelowRegistered');
  const used = current.value_used > 0 || current.uses > 0;
  if (values.kind !== current.kind && used) throw badRequest('kind', 'voucherKindAfterUse');
  if (
    values.kind !== 'PERCENT_RECHARGE' &&
    values.kind_value * VOUCHER_VALUE_SCALE[values.kind] < current.value_used
  )
    throw badRequest('kind_value', 'voucherValueBelowUsed');
}

/** The guests a list asks for: who goes, who comes; a SUSPEND or USED guest cannot go. */
function guestChanges(users: readonly VoucherUserRow[], wanted: readonly number[]) {
  const keep = new Set(wanted);
  const held = new Set(users.map((user) => user.user_pk));
  const leaving = users.filter((user) => user.source === 'GUEST' && !keep.has(user.user_pk));
  if (leaving.some((user) => LOCKED_VOUCHER_USER_STATUSES.includes(user.status)))
    throw badRequest('user_pks', 'voucherGuestLocked');
  return {
    remove: leaving.map((user) => user.user_pk),
    add: wanted.filter((pk) => !held.has(pk)),
    count: users.length - leaving.length + wanted.filter((pk) => !held.has(pk)).length,
  };
}

/** Vouchers' use cases (spec 3 §5 "Voucher"): create, update, activate. */
export class VouchersService {
  constructor(
    private readonly repository: VouchersRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  now(): Date {
    return this.clock();
  }

  /** 400 naming `field` when a listed charger or user is not the tenant's. */
  private async checkOwned(
    tenantPk: number,
    chargers: number[],
    users: number[],
    trx?: Transaction<DB>,
  ) {
    if (!(await this.repository.allOwned('charge_box', chargers, tenantPk, trx)))
      throw badRequest('charge_box_pks', 'voucherUnknownCharger');
    if (!(await this.repository.allOwned('app_user', users, tenantPk, trx)))
      throw badRequest('user_pks', 'voucherUnknownUser');
  }

  async create(caller: VoucherCaller, body: VoucherCreateBody): Promise<number> {
    const tenantPk = body.tenant_pk ?? caller.requestTenantPk;
    if (!caller.visibleTenantPks.includes(tenantPk)) throw badRequest('tenant_pk', 'invalid');
    const values = valuesOf(body);
    const guests = unique(body.user_pks);
    await this.checkOwned(tenantPk, values.charge_box_pks, guests);
    // The code is checked and taken under one lock per tenant and code, so two racing
    // creations of one code cannot both find it free.
    return this.repository.inTransaction(async (trx) => {
      await this.repository.lockCode(trx, tenantPk, body.code);
      if (await this.repository.activeByCode(body.code, tenantPk, this.now(), trx))
        throw badRequest('code', 'voucherCodeTaken');
      return this.repository.create(
        trx,
        tenantPk,
        body.code,
        values,
        { userPk: caller.userPk, name: caller.userName },
        guests,
      );
    });
  }

  async update(caller: VoucherCaller, voucherPk: number, body: VoucherUpdateBody): Promise<void> {
    const values = valuesOf(body);
    const wanted = body.user_pks === null ? null : unique(body.user_pks);
    await this.repository.inTransaction(async (trx) => {
      const current = await this.repository.lock(
        trx,
        voucherPk,
        caller.visibleTenantPks,
        this.now(),
      );
      if (!current) throw notFound('voucherNotFound');
      if (body.tenant_pk !== undefined && body.tenant_pk !== current.tenant_pk)
        throw badRequest('tenant_pk', 'invalid');
      checkAgainstStored(current, values);
      const users = await this.repository.usersOf(voucherPk, trx);
      const changes = wanted && guestChanges(users, wanted);
      await this.checkOwned(current.tenant_pk, values.charge_box_pks, changes?.add ?? [], trx);
      if ((changes?.count ?? users.length) > values.units)
        throw badRequest('units', 'voucherUnitsBelowUsers');
      await this.repository.update(trx, voucherPk, values);
      if (changes) {
        await this.repository.removeUsers(trx, voucherPk, changes.remove);
        await this.repository.addGuests(trx, voucherPk, current.tenant_pk, changes.add);
      }
    });
  }

  /**
   * A driver activates a code of their tenant: only an ACTIVE voucher without guests, at most
   * `units` drivers, each once. Decided under the voucher's row lock, so racing activations
   * never exceed the units.
   */
  async activate(driver: { userPk: number; tenantPk: number }, code: string): Promise<number> {
    const now = this.now();
    const found = await this.repository.activeByCode(code, driver.tenantPk, now);
    if (!found) {
      const last = await this.repository.lastByCode(code, [driver.tenantPk], now);
      throw last ? conflict('voucherNotActive', 'code') : notFound('voucherNotFound');
    }
    return this.repository.inTransaction(async (trx) => {
      const voucher = await this.repository.lock(trx, found.voucher_pk, [driver.tenantPk], now);
      if (voucher?.status !== 'ACTIVE') throw conflict('voucherNotActive', 'code');
      const users = await this.repository.usersOf(voucher.voucher_pk, trx);
      if (users.some((user) => user.user_pk === driver.userPk))
        throw conflict('voucherAlreadyActivated', 'code');
      if (users.some((user) => user.source === 'GUEST')) throw conflict('voucherForGuests', 'code');
      if (users.length >= voucher.units) throw conflict('voucherNoUnitsLeft', 'code');
      await this.repository.addActivation(trx, voucher.voucher_pk, driver.tenantPk, driver.userPk);
      return voucher.voucher_pk;
    });
  }
}
