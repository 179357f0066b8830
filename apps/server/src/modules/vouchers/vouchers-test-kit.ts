import type { TestApp } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-databases';

export interface Answer {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of the API under test
  body: any;
}

/** A call of the API as the holder of `token`. */
export function caller(app: TestApp, token: string) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
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
