import { afterAll, beforeAll, expect } from 'vitest';
import { messageText } from '@chargedeck/shared';
import { seedStation } from '../../testing/seed-station';
import { secondTenant } from '../../testing/second-tenant';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../testing/test-app';
import { rootTenantPk } from '../../testing/scripted-station';
import type { TestDatabase } from '../../testing/test-databases';

export interface Answer {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of the API under test
  body: any;
}

/** The English text of a message key. */
export const en = (key: string) => messageText(key, 'en');

/** Expects a 400 refusal naming `field` with the text of `key`. */
export function refused(res: Answer, field: string, key: string) {
  expect(res.statusCode).toBe(400);
  expect(res.body.field).toBe(field);
  expect(res.body.error).toBe(`${field}: ${en(key)}`);
}

type Call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => Promise<Answer>;

/** A call of the API as the holder of `token`. */
export function caller(app: TestApp, token: string): Call {
  return async (method, url, payload) => {
    const res = await app.http.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload && { payload }),
    });
    return { statusCode: res.statusCode, body: res.body ? res.json() : undefined } as Answer;
  };
}

/** UTC `YYYY-MM-DD HH:mm:ss` of now plus `hours`. */
export const utcIn = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

let codes = 0;
/** A valid POST /api/vouchers body (an activation money voucher valid for a day). */
export const voucherBody = (extra: object = {}) => ({
  code: `cupom${++codes}`,
  title: 'Lançamento',
  description: 'Crédito de lançamento',
  kind: 'MONEY_RECHARGE',
  kind_value: 5_000,
  units: 2,
  start: utcIn(-1),
  expire: utcIn(24),
  ...extra,
});

/** A plain user (a driver) of the tenant, written straight to the database. */
export async function driverRow(database: TestDatabase, tenantPk: number, email: string) {
  const row = await database.handle.db
    .insertInto('app_user')
    .values({ tenant_pk: tenantPk, name: email.split('@')[0] ?? email, email })
    .returning('user_pk')
    .executeTakeFirstOrThrow();
  return row.user_pk;
}

/** The suite's set-up: two tenants with the voucher feature, a station, guests and foreign ids. */
export async function vouchersFixture(database: TestDatabase) {
  const app = await startTestApp(database);
  const api = caller(app, await app.login());
  const tenantPk = await rootTenantPk(database);
  const other = await secondTenant(app, database, 'cupons', ['/vouchers']);
  await database.handle.db
    .updateTable('tenant')
    .set({ feature_vouchers: true })
    .where('tenant_pk', '=', other.tenantPk)
    .execute();
  await database.handle.db
    .insertInto('user_permission')
    .values({ user_pk: other.userPk, role_id: 'DASH_CVE_PRO_CREATE_VOUCHER', route: null })
    .execute();
  // Features are read at sign-in: the operator signs in again with vouchers switched on.
  const otherApi = caller(
    app,
    await app.login('operator@cupons.example', ADMIN_PASSWORD, { host: 'cupons.localhost' }),
  );
  const station = (await seedStation(database, tenantPk, 'CB-VOUCHER', 'Praça Central'))
    .chargeBoxPk;
  const foreignStation = (await seedStation(database, other.tenantPk, 'CB-OTHER', 'Outra'))
    .chargeBoxPk;
  const guests = [
    await driverRow(database, tenantPk, 'guest1@example.com'),
    await driverRow(database, tenantPk, 'guest2@example.com'),
  ];
  const foreignUser = await driverRow(database, other.tenantPk, 'stranger@example.com');
  return { app, api, other, otherApi, tenantPk, station, foreignStation, guests, foreignUser };
}

type VouchersFixture = Awaited<ReturnType<typeof vouchersFixture>>;

/**
 * Registers the suite's set-up and close. `v` holds the fixture once `beforeAll` has run;
 * `api` and `otherApi` call as the root operator and the second tenant's operator.
 */
export function vouchersSuite(database: TestDatabase) {
  const v = {} as VouchersFixture;
  beforeAll(async () => {
    Object.assign(v, await vouchersFixture(database));
  });
  afterAll(async () => {
    await v.app?.close();
  });
  const api: Call = (...args) => v.api(...args);
  const otherApi: Call = (...args) => v.otherApi(...args);
  /** Creates a voucher (a valid body with `extra`) and answers its id. */
  const create = async (extra: object = {}) => {
    const res = await api('POST', '/api/vouchers', voucherBody(extra));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    return res.body.voucher_pk as number;
  };
  /** The voucher's detail, as GET /api/vouchers/:pk answers it. */
  const detail = async (pk: number, query = '') =>
    (await api('GET', `/api/vouchers/${pk}${query}`)).body;
  return { v, api, otherApi, create, detail };
}
