import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../platform/security/password-hash';
import { messagesEn } from '@chargedeck/shared';
import { describeDatabases } from '../testing/test-databases';
import { secondTenant, signedInUser, type SecondTenant } from '../testing/second-tenant';
import { grantRoute, startTestApp, type TestApp } from '../testing/test-app';

const PASSWORD = 'Secret123!';

describeDatabases('accounts under attack', (database) => {
  let app: TestApp;
  let north: SecondTenant;
  let south: SecondTenant;

  let root: { tenant_pk: number; alias: string };

  beforeAll(async () => {
    app = await startTestApp(database);
    root = await database.handle.db
      .selectFrom('tenant')
      .select(['tenant_pk', 'alias'])
      .where('parent_tenant_pk', 'is', null)
      .executeTakeFirstOrThrow();
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

  /** A user of the root tenant, who may sign in on the hosts of both child tenants. */
  async function rootMember(email: string) {
    await database.handle.db
      .insertInto('app_user')
      .values({
        tenant_pk: root.tenant_pk,
        name: 'Root member',
        email,
        password_hash: await hashPassword(PASSWORD),
      })
      .execute();
    await grantRoute(database, email, '/users');
  }

  const signIn = (email: string, password: string, host: string, address: string) =>
    call('POST', '/api/login', { host, address, payload: { email, password } });

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
    expect(again.json().error).toBe(messagesEn.loginBlocked);

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
    const form = await call('GET', `/api/users_data/${member.userPk}`, { token: north.token });
    expect(form.json().userForm.blocked).toBe(true);
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

  it('documents blocking and unblocking in the OpenAPI schema', async () => {
    const doc = (await call('GET', '/api/docs/json')).json() as {
      paths: Record<string, { put?: { summary?: string } }>;
    };
    expect(doc.paths['/api/users_data/{id}/block']?.put?.summary).toMatch(/Block a user/);
    expect(doc.paths['/api/users_data/{id}/unblock']?.put?.summary).toMatch(/Unblock a user/);
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
    const { token: viewer } = await signedInUser(app, database, {
      tenantPk: north.tenantPk,
      email: viewerEmail,
      name: 'Viewer',
      routes: ['/users'],
      host: 'north.localhost',
    });
    const denied = await call('PUT', `/api/users_data/${member.userPk}/block`, { token: viewer });
    expect(denied.statusCode).toBe(403);
    const self = await call('PUT', `/api/users_data/${member.userPk}/block`, {
      token: member.token,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().field).toBe('id');
  });

  it('limits wrong passwords per account across tenants, without locking out the owner', async () => {
    const email = 'vic@example.com';
    await rootMember(email);
    for (let i = 0; i < 5; i++) {
      const res = await signIn(email, 'Wrong123!', 'north.localhost', '10.1.0.1');
      expect(res.statusCode).toBe(401);
    }
    // Another tenant's host brings no fresh guesses.
    const elsewhere = await signIn(email, 'Wrong123!', 'south.localhost', '10.1.0.1');
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from another address, still gets in with the right password.
    const owner = await signIn(email, PASSWORD, 'north.localhost', '10.1.0.2');
    expect(owner.statusCode).toBe(200);
    // A new address guessing on an account under attack waits after its first miss.
    expect((await signIn(email, 'Wrong123!', 'south.localhost', '10.1.0.3')).statusCode).toBe(401);
    expect((await signIn(email, 'Wrong123!', 'south.localhost', '10.1.0.3')).statusCode).toBe(429);
  });

  it('limits wrong recovery codes per account across codes and tenants, not for the owner', async () => {
    const email = 'rui@example.com';
    await rootMember(email);
    const latestCode = () => /code is (\d{6})/.exec(app.outbox().at(-1) ?? '')?.[1] ?? '';
    const send = (host: string, address: string) =>
      call('POST', '/api/forgotpassword/sendCode', { host, address, payload: { email } });
    const change = (code: string, host: string, address: string) =>
      call('POST', '/api/forgotpassword/change', {
        host,
        address,
        payload: { email, code, password: 'Newpass123!' },
      });
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

    expect((await send('north.localhost', '10.3.0.1')).statusCode).toBe(200);
    const first = latestCode();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await change(wrongFor(first), 'north.localhost', '10.3.0.1')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // A new code asked on another tenant's host brings the same address no fresh guesses.
    expect((await send('south.localhost', '10.3.0.1')).statusCode).toBe(200);
    const second = latestCode();
    const again = await change(wrongFor(second), 'south.localhost', '10.3.0.1');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own address, asks for a code and uses it.
    expect((await send('localhost', '10.3.0.2')).statusCode).toBe(200);
    expect((await change(latestCode(), 'localhost', '10.3.0.2')).statusCode).toBe(200);
  });

  it("logs a failed sign-in in the account's own tenant, not the tenant whose host was used", async () => {
    const email = 'lia@example.com';
    await rootMember(email);
    expect((await signIn(email, 'Wrong123!', 'north.localhost', '10.4.0.1')).statusCode).toBe(401);
    const day = new Date().toISOString().slice(0, 10);
    const refusal = `Sign-in refused (401) for ${email}`;
    expect(await app.tenantLog.tail(root.alias, day, 10_000)).toContain(refusal);
    expect(await app.tenantLog.tail('north', day, 10_000)).not.toContain(email);
  });

  /** Leaves room for exactly one more user in the tenant. */
  async function roomForOne(tenantPk: number): Promise<number> {
    const { db } = database.handle;
    const { count } = await db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_pk', '=', tenantPk)
      .executeTakeFirstOrThrow();
    const limit = Number(count) + 1;
    await db
      .updateTable('tenant')
      .set({ limit_users: limit })
      .where('tenant_pk', '=', tenantPk)
      .execute();
    return limit;
  }

  const usersOf = async (tenantPk: number) =>
    (
      await database.handle.db
        .selectFrom('app_user')
        .select('user_pk')
        .where('tenant_pk', '=', tenantPk)
        .execute()
    ).length;

  const register = (email: string, host: string) =>
    call('POST', '/api/register', { host, payload: { email, password: PASSWORD } });

  it('keeps public sign-ups within the user limit, even when they race', async () => {
    const limit = await roomForOne(north.tenantPk);
    const answers = await Promise.all([
      register('race1@north.example', 'north.localhost'),
      register('race2@north.example', 'north.localhost'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
    expect((await register('race3@north.example', 'north.localhost')).statusCode).toBe(403);
    expect(await usersOf(north.tenantPk)).toBe(limit);
  });

  it('keeps users created by an administrator within the limit, even when they race', async () => {
    const limit = await roomForOne(south.tenantPk);
    const create = (email: string) =>
      call('POST', '/api/users_data', {
        token: south.token,
        payload: { firstName: 'Race', email, password: PASSWORD, tenant_pk: south.tenantPk },
      });
    const answers = await Promise.all([
      create('race1@south.example'),
      create('race2@south.example'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
    expect(await usersOf(south.tenantPk)).toBe(limit);
  });

  it('keeps a user moved into a full tenant where they were', async () => {
    const email = 'moved@example.com';
    await rootMember(email);
    const { user_pk } = await database.handle.db
      .selectFrom('app_user')
      .select('user_pk')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const limit = await roomForOne(north.tenantPk);
    expect((await register('filler@north.example', 'north.localhost')).statusCode).toBe(201);
    const moved = await call('PUT', `/api/users_data/${user_pk}`, {
      token: await app.login(),
      payload: editBody(north.tenantPk, true),
    });
    expect(moved.statusCode).toBe(403);
    expect(await usersOf(north.tenantPk)).toBe(limit);
  });

  it('never registers below a tenant an e-mail that has an account above it', async () => {
    await database.handle.db
      .updateTable('tenant')
      .set({ limit_users: null })
      .where('tenant_pk', 'in', [north.tenantPk, south.tenantPk])
      .execute();
    const email = 'ivo@example.com';
    await rootMember(email);
    const fresh = await register('nina@north.example', 'north.localhost');
    const shadow = await register(email, 'north.localhost');
    // The same answer as for a new e-mail: the visitor does not learn that the account exists.
    expect(shadow.statusCode).toBe(fresh.statusCode);
    expect(shadow.json()).toEqual(fresh.json());
    const byAdmin = await call('POST', '/api/users_data', {
      token: north.token,
      payload: { firstName: 'Ivo', email, password: 'Other123!', tenant_pk: north.tenantPk },
    });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().field).toBe('email');
    const rows = await database.handle.db
      .selectFrom('app_user')
      .select('tenant_pk')
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([{ tenant_pk: root.tenant_pk }]);
    // The account above still signs in on the tenant's host.
    expect((await signIn(email, PASSWORD, 'north.localhost', '10.5.0.1')).statusCode).toBe(200);
  });

  it('answers a recovery request the same whether the e-mail has an account or not', async () => {
    const email = 'ana@north.example';
    await register(email, 'north.localhost');
    const before = app.outbox().length;
    const send = (address: string, to: string) =>
      call('POST', '/api/forgotpassword/sendCode', {
        host: 'north.localhost',
        address,
        payload: { email: to },
      });
    const known = await send('10.6.0.1', email);
    const unknown = await send('10.6.0.2', 'nobody@north.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(app.outbox()).toHaveLength(before + 1);
  });
});
