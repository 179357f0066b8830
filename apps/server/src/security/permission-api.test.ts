import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import { secondTenant, type SecondTenant } from '../testing/second-tenant';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../testing/test-app';

type Method = 'GET' | 'POST' | 'DELETE';

describeDatabases('Permission API', (database) => {
  let app: TestApp;
  let adminToken: string;
  let operator: SecondTenant;
  let rival: SecondTenant;
  let driverPk: number;
  let adminPk: number;
  const call = (token: string, method: Method, url: string, payload?: object) =>
    app.http.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const permissionsOf = (pk: number) => `/api/users_data/${pk}/permissions`;
  const encoded = (permission: string) => encodeURIComponent(permission);

  /** A user of the tenant, made through the users API by the root administrator. */
  async function createUser(tenantPk: number, email: string): Promise<number> {
    const res = await call(adminToken, 'POST', '/api/users_data', {
      firstName: 'Motorista',
      email,
      password: ADMIN_PASSWORD,
      tenant_pk: tenantPk,
      phone: '+55 11 99999-0000',
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { data: { user_pk: number } }).data.user_pk;
  }

  beforeAll(async () => {
    app = await startTestApp(database);
    adminToken = await app.login();
    const session = await call(adminToken, 'GET', '/api/session');
    adminPk = (session.json() as { user: { id: number } }).user.id;
    operator = await secondTenant(app, database, 'permissoes', [
      '/users',
      '/user/:id',
      '/stations',
    ]);
    rival = await secondTenant(app, database, 'rival-perm', ['/users', '/user/:id', '/stations']);
    driverPk = await createUser(operator.tenantPk, 'driver@permissoes.example');
  });
  afterAll(() => app.close());

  it('grants a route the administrator holds, and the user can use it at once', async () => {
    const driver = await app
      .login('driver@permissoes.example', ADMIN_PASSWORD, {
        host: 'permissoes.localhost',
      })
      .catch(() => undefined);
    expect(driver, 'no permission yet, so no sign-in').toBeUndefined();
    const granted = await call(operator.token, 'POST', permissionsOf(driverPk), {
      route: '/stations',
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toEqual({ data: { route: '/stations', role_id: null, status: true } });
    const again = await call(operator.token, 'POST', permissionsOf(driverPk), {
      route: '/stations',
    });
    expect(again.statusCode).toBe(200);
    const list = await call(operator.token, 'GET', permissionsOf(driverPk));
    expect(list.json()).toEqual({
      permissions: [{ route: '/stations', role_id: null, status: true }],
    });
    const token = await app.login('driver@permissoes.example', ADMIN_PASSWORD, {
      host: 'permissoes.localhost',
    });
    expect((await call(token, 'GET', '/api/chargepoints')).statusCode).toBe(200);
    expect((await call(token, 'GET', '/api/ocpptags')).statusCode).toBe(403);
  });

  it('revokes a route: the next call of the user is refused', async () => {
    await call(operator.token, 'POST', permissionsOf(driverPk), { route: '/users' });
    const token = await app.login('driver@permissoes.example', ADMIN_PASSWORD, {
      host: 'permissoes.localhost',
    });
    const revoked = await call(
      operator.token,
      'DELETE',
      `${permissionsOf(driverPk)}/${encoded('/stations')}`,
    );
    expect(revoked.statusCode).toBe(204);
    expect((await call(token, 'GET', '/api/chargepoints')).statusCode).toBe(403);
    const twice = await call(
      operator.token,
      'DELETE',
      `${permissionsOf(driverPk)}/${encoded('/stations')}`,
    );
    expect(twice.statusCode).toBe(404);
  });

  it('refuses to grant or revoke what the administrator does not hold', async () => {
    const escalate = await call(operator.token, 'POST', permissionsOf(driverPk), {
      route: '/tenants/create',
    });
    expect(escalate.statusCode).toBe(403);
    const role = await call(operator.token, 'POST', permissionsOf(driverPk), {
      roleId: 'DASH_CVE_PRO_MONETIZATION_CONFIG',
    });
    expect(role.statusCode).toBe(403);
    const self = await call(operator.token, 'POST', permissionsOf(driverPk), {
      route: '/operations/v16',
    });
    expect(self.statusCode).toBe(403);
    const list = await call(operator.token, 'GET', permissionsOf(driverPk));
    const routes = (list.json() as { permissions: { route: string }[] }).permissions;
    expect(routes.map((p) => p.route)).toEqual(['/users']);
  });

  it('lets an administrator restrict a user, but not lift a restriction they are under', async () => {
    const restrict = { roleId: 'DASH_HIDE_TRUSTED_USER_BUTTON' };
    expect((await call(operator.token, 'POST', permissionsOf(driverPk), restrict)).statusCode).toBe(
      201,
    );
    const role = encoded('DASH_HIDE_TRUSTED_USER_BUTTON');
    expect(
      (await call(adminToken, 'POST', permissionsOf(operator.userPk), restrict)).statusCode,
    ).toBe(201);
    const lift = await call(operator.token, 'DELETE', `${permissionsOf(driverPk)}/${role}`);
    expect(lift.statusCode).toBe(403);
    expect(
      (await call(adminToken, 'DELETE', `${permissionsOf(driverPk)}/${role}`)).statusCode,
    ).toBe(204);
  });

  it("answers 404 for users of other tenants and of the administrator's parent", async () => {
    for (const pk of [driverPk, operator.userPk]) {
      expect((await call(rival.token, 'GET', permissionsOf(pk))).statusCode).toBe(404);
      const grant = await call(rival.token, 'POST', permissionsOf(pk), { route: '/stations' });
      expect(grant.statusCode).toBe(404);
      const revoke = await call(rival.token, 'DELETE', `${permissionsOf(pk)}/${encoded('/users')}`);
      expect(revoke.statusCode).toBe(404);
    }
    expect((await call(operator.token, 'GET', permissionsOf(adminPk))).statusCode).toBe(404);
    const list = await call(operator.token, 'GET', permissionsOf(driverPk));
    expect((list.json() as { permissions: unknown[] }).permissions).toHaveLength(1);
  });

  it('needs the user edit permission', async () => {
    const stationsOnly = await secondTenant(app, database, 'so-postos', ['/stations']);
    expect(
      (await call(stationsOnly.token, 'GET', permissionsOf(stationsOnly.userPk))).statusCode,
    ).toBe(403);
    const grant = await call(stationsOnly.token, 'POST', permissionsOf(stationsOnly.userPk), {
      route: '/stations',
    });
    expect(grant.statusCode).toBe(403);
  });

  it('answers 400 naming the field for unknown routes and roles', async () => {
    const cases: [object, string][] = [
      [{ route: '/nowhere' }, 'route'],
      [{}, 'route'],
      [{ route: '/stations', roleId: 'DASH_CVE_PRO_CREATE_VOUCHER' }, 'route'],
      [{ roleId: 'ROOT' }, 'roleId'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(operator.token, 'POST', permissionsOf(driverPk), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    const bad = await call(operator.token, 'DELETE', `${permissionsOf(driverPk)}/${encoded('/x')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'permission' });
  });
});
