import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  grantRoute,
  startTestApp,
  type TestApp,
} from '../../testing/test-app';
import { messagesEn } from '@chargedeck/shared';

describeDatabases('sign-in API', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.http.inject({ method: 'POST', url, payload, headers });

  it('signs the administrator in with every permission and the tenant features', async () => {
    const res = await post('/api/login', {
      email: ADMIN_EMAIL.toUpperCase(),
      password: ADMIN_PASSWORD,
      recaptchaResponse: '',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ name: 'Administrator', email: ADMIN_EMAIL, tenant_pk: 1 });
    expect(body.user.permissions).toContainEqual({
      role_id: null,
      route: '/stations',
      status: true,
    });
    expect(body.user.permissions).toContainEqual({
      role_id: 'DASH_FINANCIAL_INDICATORS',
      route: null,
      status: true,
    });
    expect(body.tenant.features).toEqual({
      monetization: true,
      vouchers: true,
      logs: true,
      smartCharging: true,
      payment: true,
    });
  });

  it('answers 400 naming each missing field', async () => {
    const res = await post('/api/login', {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.field).toBe('email');
    expect(body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('answers 401 with the spec message for a wrong password and 429 after repeated failures', async () => {
    const email = 'locked@example.com';
    await post('/api/register', { email, password: 'Secret123!' });
    const first = await post('/api/login', { email, password: 'Wrong123!' });
    expect(first.statusCode).toBe(401);
    expect(first.json().error).toBe(messagesEn.loginFailed);
    for (let i = 0; i < 4; i++) await post('/api/login', { email, password: 'Wrong123!' });
    const blocked = await post('/api/login', { email, password: 'Wrong123!' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('lets a registered user in only once an administrator grants permissions', async () => {
    const created = await post('/api/register', {
      name: 'Ana',
      email: 'ana@example.com',
      password: 'Secret123!',
    });
    expect(created.statusCode).toBe(201);
    const before = await post('/api/login', { email: 'ana@example.com', password: 'Secret123!' });
    expect(before.statusCode).toBe(401);
    await grantRoute(database, 'ana@example.com', '/stations');
    const after = await post('/api/login', { email: 'ana@example.com', password: 'Secret123!' });
    expect(after.statusCode).toBe(200);
    expect(after.json().user.permissions).toEqual([
      { role_id: null, route: '/stations', status: true },
    ]);
  });

  it('answers a duplicate registration as a new one without creating it, and refuses a weak password', async () => {
    const fresh = await post('/api/register', { email: 'new@example.com', password: 'Secret123!' });
    const dup = await post('/api/register', { email: ADMIN_EMAIL, password: 'Secret123!' });
    expect(dup.statusCode).toBe(fresh.statusCode);
    expect(dup.json()).toEqual(fresh.json());
    const admins = await database.handle.db
      .selectFrom('app_user')
      .select('user_pk')
      .where('email', '=', ADMIN_EMAIL)
      .execute();
    expect(admins).toHaveLength(1);
    const weak = await post('/api/register', { email: 'weak@example.com', password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
  });

  it('answers 403 for a blocked user', async () => {
    await post('/api/register', { email: 'blocked@example.com', password: 'Secret123!' });
    await database.handle.db
      .updateTable('app_user')
      .set({ status: 'BLOCKED' })
      .where('email', '=', 'blocked@example.com')
      .execute();
    await grantRoute(database, 'blocked@example.com', '/');
    const res = await post('/api/login', { email: 'blocked@example.com', password: 'Secret123!' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(messagesEn.loginBlocked);
  });

  it('answers 401 to a forged token and to a token after logout', async () => {
    const token = await app.login();
    const session = (t: string) =>
      app.http.inject({
        method: 'GET',
        url: '/api/session/',
        headers: { authorization: `Bearer ${t}` },
      });
    expect((await session(token)).statusCode).toBe(200);
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 2 }),
    ).toString('base64url');
    expect((await session(`${header}.${forgedPayload}.${token.split('.')[2]}`)).statusCode).toBe(
      401,
    );
    expect((await session('not-a-token')).statusCode).toBe(401);
    const out = await app.http.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await session(token)).statusCode).toBe(401);
  });

  it('never logs a password or a token', async () => {
    const token = await app.login();
    await post('/api/login', { email: ADMIN_EMAIL, password: 'Wrong-Secret-9!' });
    await app.http.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    const log = app.logText();
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(ADMIN_PASSWORD);
    expect(log).not.toContain('Wrong-Secret-9!');
    expect(log).not.toContain(token);
  });
});

describe('robot check settings', () => {
  it('is described by the configured provider', async () => {
    const { AltchaCheck } = await import('../../platform/robot-check/altcha-check');
    const check = new AltchaCheck('secret', 10, { spend: async () => true });
    expect(check.settings()).toEqual({ provider: 'altcha', challengeUrl: '/api/altcha/challenge' });
  });
});
