import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { signedInUser } from '../../testing/second-tenant';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface DeliveredPush {
  token: string;
  platform: string;
  notification: { title: string; body: string };
}

describeDatabases('push notifications', (database) => {
  let app: TestApp;
  let adminToken: string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const token = (name: string) => `${name}-${'f'.repeat(40)}:APA91b`;

  function delivered(): DeliveredPush[] {
    const dir = join(app.dataDir, 'push-outbox');
    try {
      return readdirSync(dir)
        .sort()
        .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as DeliveredPush);
    } catch {
      return [];
    }
  }

  async function createTenant(alias: string) {
    const res = await app.http.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: bearer(adminToken),
      payload: { name: `Rede ${alias}`, alias, theme: 'move', hosts: [`${alias}.localhost`] },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { tenant_pk: number };
  }

  const userOf = async (tenantPk: number, alias: string, email: string, routes: string[]) =>
    (await signedInUser(app, database, { tenantPk, email, routes, host: `${alias}.localhost` }))
      .token;

  const register = (session: string, payload: object) =>
    app.http.inject({
      method: 'POST',
      url: '/api/push-notification/devices',
      headers: bearer(session),
      payload,
    });
  const send = (session: string, payload: object) =>
    app.http.inject({
      method: 'POST',
      url: '/api/push-notification',
      headers: bearer(session),
      payload,
    });

  let operator: string;
  let driver: string;
  let otherDriver: string;

  beforeAll(async () => {
    app = await startTestApp(database);
    adminToken = await app.login();
    const andina = await createTenant('andina');
    const pacifico = await createTenant('pacifico');
    operator = await userOf(andina.tenant_pk, 'andina', 'op@andina.example', [
      '/',
      '/push_notification',
    ]);
    driver = await userOf(andina.tenant_pk, 'andina', 'driver@andina.example', ['/']);
    otherDriver = await userOf(pacifico.tenant_pk, 'pacifico', 'driver@pacifico.example', ['/']);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says which push service delivers', async () => {
    const res = await app.http.inject({
      method: 'GET',
      url: '/api/push-notification/provider/',
      headers: bearer(operator),
    });
    expect(res.json()).toEqual({ provider: 'sandbox' });
  });

  it("delivers to the registered devices of the tenant's users only and prunes dead tokens", async () => {
    expect(
      (await register(driver, { token: token('phone'), platform: 'android' })).statusCode,
    ).toBe(204);
    expect((await register(driver, { token: token('tablet'), platform: 'ios' })).statusCode).toBe(
      204,
    );
    expect(
      (await register(operator, { token: token('browser'), platform: 'web' })).statusCode,
    ).toBe(204);
    // The same phone registered twice stays one device.
    expect(
      (await register(driver, { token: token('phone'), platform: 'android' })).statusCode,
    ).toBe(204);
    expect(
      (await register(driver, { token: token('unregistered'), platform: 'android' })).statusCode,
    ).toBe(204);
    expect(
      (await register(otherDriver, { token: token('foreign'), platform: 'android' })).statusCode,
    ).toBe(204);

    const res = await send(operator, { message: '  Estação 7 de volta ao serviço.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: 3, failed: 1 } });
    const pushes = delivered();
    expect(pushes.map((p) => p.token).sort()).toEqual(
      [token('browser'), token('phone'), token('tablet')].sort(),
    );
    expect(pushes[0]?.notification).toEqual({
      title: 'Rede andina',
      body: 'Estação 7 de volta ao serviço.',
    });
    expect(pushes.some((p) => p.token === token('foreign'))).toBe(false);

    // The unregistered token was forgotten: the next send does not count it.
    expect((await send(operator, { message: 'Segunda mensagem' })).json()).toEqual({
      data: { sent: 3, failed: 0 },
    });
  });

  it('forgets a device its user unregisters, and only its own', async () => {
    const del = (session: string, t: string) =>
      app.http.inject({
        method: 'DELETE',
        url: `/api/push-notification/devices/${encodeURIComponent(t)}/`,
        headers: bearer(session),
      });
    expect((await del(otherDriver, token('tablet'))).statusCode).toBe(404);
    expect((await del(driver, token('tablet'))).statusCode).toBe(204);
    expect((await del(driver, token('tablet'))).statusCode).toBe(404);
    expect((await send(operator, { message: 'Terceira' })).json()).toEqual({
      data: { sent: 2, failed: 0 },
    });
  });

  it('answers 400 naming the field for bad input', async () => {
    const before = delivered().length;
    for (const [payload, field] of [
      [{ message: '' }, 'message'],
      [{}, 'message'],
      [{ message: 'x'.repeat(256) }, 'message'],
    ] as const) {
      const res = await send(operator, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await register(driver, { token: token('x'), platform: 'symbian' })).json().field).toBe(
      'platform',
    );
    expect((await register(driver, { token: 'has spaces', platform: 'ios' })).json().field).toBe(
      'token',
    );
    expect(delivered()).toHaveLength(before);
  });

  it('answers 403 to a sender without the /push_notification route', async () => {
    const before = delivered().length;
    expect((await send(driver, { message: 'Olá' })).statusCode).toBe(403);
    const provider = await app.http.inject({
      method: 'GET',
      url: '/api/push-notification/provider',
      headers: bearer(driver),
    });
    expect(provider.statusCode).toBe(403);
    expect(delivered()).toHaveLength(before);
  });
});
