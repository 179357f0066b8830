import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/password-hash';
import { LOGIN_403 } from '../modules/auth/sign-in.service';
import { describeDatabases } from '../platform/db/test-databases';
import { secondTenant, type SecondTenant } from '../testing/second-tenant';
import { ADMIN_PASSWORD, grantRoute, startTestApp, type TestApp } from '../testing/test-app';

const PASSWORD = 'Secret123!';

describeDatabases('accounts under attack', (database) => {
  let app: TestApp;
  let north: SecondTenant;
  let south: SecondTenant;

  beforeAll(async () => {
    app = await startTestApp(database);
    north = await secondTenant(app, database, 'north', ['/users', '/user/:id', '/users/create']);
    south = await secondTenant(app, database, 'south', ['/users', '/user/:id', '/users/create']);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { token?: string; host?: string; payload?: object; address?: string } = {},
  ) =>
    app.http.inject({
      method,
      url,
      payload: options.payload,
      remoteAddress: options.address,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.host ? { host: options.host } : {}),
      },
    });

  /** A user of the tenant with the users screens, signed in on the tenant's host. */
  async function memberOf(tenant: SecondTenant, alias: string, name: string) {
    const email = `${name}@${alias}.example`;
    const { user_pk } = await database.handle.db
      .insertInto('app_user')
      .values({
        tenant_pk: tenant.tenantPk,
        name,
        email,
        password_hash: await hashPassword(PASSWORD),
      })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    await grantRoute(database, email, '/users');
    await grantRoute(database, email, '/user/:id');
    const host = `${alias}.localhost`;
    const token = await app.login(email, PASSWORD, { host });
    return { userPk: user_pk, email, host, token };
  }

  const editBody = (tenantPk: number, activeUser: boolean) => ({
    firstName: 'Member',
    ocppTags: [],
    tenant_pk: tenantPk,
    activeUser,
  });

  it('ends the access of a deactivated user at once: reads, writes and a new sign-in', async () => {
    const member = await memberOf(north, 'north', 'dora');
    const other = await memberOf(north, 'north', 'otto');
    const off = await call('PUT', `/api/users_data/${member.userPk}`, {
      token: north.token,
      payload: editBody(north.tenantPk, false),
    });
    expect(off.statusCode).toBe(200);
    const read = await call('GET', '/api/users_data/dashboard-details', { token: member.token });
    expect(read.statusCode).toBe(401);
    const write = await call('PUT', `/api/users_data/${other.userPk}`, {
      token: member.token,
      payload: editBody(north.tenantPk, true),
    });
    expect(write.statusCode).toBe(401);
    const again = await call('POST', '/api/login', {
      host: member.host,
      payload: { email: member.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe(LOGIN_403);

    const on = await call('PUT', `/api/users_data/${member.userPk}`, {
      token: north.token,
      payload: editBody(north.tenantPk, true),
    });
    expect(on.statusCode).toBe(200);
    // Reactivation lets the user sign in again, but the earlier session stays ended.
    expect((await call('GET', '/api/session', { token: member.token })).statusCode).toBe(401);
    await expect(app.login(member.email, PASSWORD, { host: member.host })).resolves.toBeTruthy();
  });

  it('lets an administrator block and unblock a user of their tenants', async () => {
    const member = await memberOf(north, 'north', 'bela');
    const blocked = await call('PUT', `/api/users_data/${member.userPk}/block`, {
      token: north.token,
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ data: { user_pk: member.userPk, status: 'BLOCKED' } });
    expect((await call('GET', '/api/session', { token: member.token })).statusCode).toBe(401);
    const refused = await call('POST', '/api/login', {
      host: member.host,
      payload: { email: member.email, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);

    const unblocked = await call('PUT', `/api/users_data/${member.userPk}/unblock`, {
      token: north.token,
    });
    expect(unblocked.json()).toEqual({ data: { user_pk: member.userPk, status: 'ACTIVE' } });
    expect((await call('GET', '/api/session', { token: member.token })).statusCode).toBe(401);
    const token = await app.login(member.email, PASSWORD, { host: member.host });
    expect((await call('GET', '/api/session', { token })).statusCode).toBe(200);
  });

  it("answers 404 for blocking another tenant's user, who keeps their access", async () => {
    const member = await memberOf(south, 'south', 'caio');
    const res = await call('PUT', `/api/users_data/${member.userPk}/block`, {
      token: north.token,
    });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/api/session', { token: member.token })).statusCode).toBe(200);
  });

  it('refuses to block without the user edit permission, and to block oneself', async () => {
    const member = await memberOf(north, 'north', 'edu');
    const viewerEmail = 'viewer@north.example';
    await database.handle.db
      .insertInto('app_user')
      .values({
        tenant_pk: north.tenantPk,
        name: 'Viewer',
        email: viewerEmail,
        password_hash: await hashPassword(ADMIN_PASSWORD),
      })
      .execute();
    await grantRoute(database, viewerEmail, '/users');
    const viewer = await app.login(viewerEmail, ADMIN_PASSWORD, { host: 'north.localhost' });
    const denied = await call('PUT', `/api/users_data/${member.userPk}/block`, { token: viewer });
    expect(denied.statusCode).toBe(403);
    const self = await call('PUT', `/api/users_data/${member.userPk}/block`, {
      token: member.token,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().field).toBe('id');
  });
});
