import { hashPassword } from '../platform/security/password-hash';
import type { TestDatabase } from './test-databases';
import { ADMIN_PASSWORD, grantRoute, type TestApp } from './test-app';

export interface SecondTenant {
  tenantPk: number;
  /** The operator signed in with `token`. */
  userPk: number;
  token: string;
}

/**
 * A sibling tenant (under the root) with one user holding `routes`, signed in on its own host:
 * the "another tenant" of isolation tests.
 */
export async function secondTenant(
  app: TestApp,
  database: TestDatabase,
  alias: string,
  routes: readonly string[],
): Promise<SecondTenant> {
  const adminToken = await app.login();
  const res = await app.http.inject({
    method: 'POST',
    url: '/api/tenants',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { name: `Rede ${alias}`, alias, theme: 'move', hosts: [`${alias}.localhost`] },
  });
  if (res.statusCode !== 201) throw new Error(`tenant not created: ${res.body}`);
  const tenantPk = (res.json() as { data: { tenant_pk: number } }).data.tenant_pk;
  await database.handle.db
    .updateTable('tenant')
    .set({ feature_smart_charging: true })
    .where('tenant_pk', '=', tenantPk)
    .execute();
  const { userPk, token } = await signedInUser(app, database, {
    tenantPk,
    email: `operator@${alias}.example`,
    name: `Operator ${alias}`,
    routes,
    host: `${alias}.localhost`,
  });
  return { tenantPk, userPk, token };
}

/**
 * A user of `tenantPk` (named as its e-mail unless told) holding `routes`, with the
 * administrator's password, signed in on `host`: its key and token.
 */
export async function signedInUser(
  app: TestApp,
  database: TestDatabase,
  user: {
    tenantPk: number;
    email: string;
    name?: string;
    routes: readonly string[];
    host?: string;
  },
) {
  const { email } = user;
  const { user_pk: userPk } = await database.handle.db
    .insertInto('app_user')
    .values({
      tenant_pk: user.tenantPk,
      name: user.name ?? email,
      email,
      password_hash: await hashPassword(ADMIN_PASSWORD),
    })
    .returning('user_pk')
    .executeTakeFirstOrThrow();
  for (const route of user.routes) await grantRoute(database, email, route);
  const token = await app.login(email, ADMIN_PASSWORD, user.host ? { host: user.host } : {});
  return { userPk, token };
}
