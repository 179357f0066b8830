import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import { secondTenant, type SecondTenant } from '../testing/second-tenant';
import { STATION_KEY } from '../testing/ocpp-test-kit';
import { startTestApp, type TestApp } from '../testing/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeDatabases('Hostile text input', (database) => {
  let app: TestApp;
  let token: string;
  let rootPk: number;
  let other: SecondTenant;
  const call = (method: Method, url: string, payload?: object, as = token) =>
    app.http.inject({
      method,
      url,
      headers: { authorization: `Bearer ${as}` },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    app = await startTestApp(database);
    token = await app.login();
    const session = await call('GET', '/api/session');
    rootPk = (session.json() as { user: { tenant_pk: number } }).user.tenant_pk;
    other = await secondTenant(app, database, 'vizinha-input', [
      '/stations',
      '/stations/create',
      '/ocpptags',
      '/ocpptags/create',
    ]);
  });
  afterAll(() => app.close());

  it('answers 400 naming the field for a NUL byte in list searches', async () => {
    const searches = [
      '/api/chargepoints',
      '/api/ocpptags',
      '/api/users_data/dashboard-details',
      '/api/transaction',
      '/api/ocpptags/unknown',
    ];
    for (const path of searches) {
      const res = await call('GET', `${path}?searchInput=ab%00cd`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toMatchObject({ field: 'searchInput' });
    }
  });

  it('answers 400 naming the field for a NUL byte in JSON text and path parameters', async () => {
    const cases: [Method, string, object | undefined, string][] = [
      ['POST', '/api/login', { email: 'a\u0000@example.com', password: 'x' }, 'email'],
      ['POST', '/api/ocpptags', { id_tag: 'TAG\u0000', tenant_pk: rootPk, note: 'n' }, 'id_tag'],
      ['POST', '/api/ocpptags', { id_tag: 'TAG-N', tenant_pk: rootPk, note: 'n\u0000' }, 'note'],
      ['POST', '/api/chargepoints', { chargeBoxId: 'CB\u0000', description: 'x' }, 'chargeBoxId'],
      ['POST', '/api/nfe/resend', { transaction_pk: '1\u0000' }, 'transaction_pk'],
      ['DELETE', '/api/ocpptags/unknown/A%00B', undefined, 'id'],
      ['PUT', '/api/users_data/1', { firstName: 'Ana\u0000' }, 'firstName'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await call(method, url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        field,
        error: `${field}: must not contain a NUL character`,
      });
    }
  });

  it('names nested fields and stays well with a deeply nested body', async () => {
    const nested = await call('POST', '/api/ocpptags', {
      id_tag: 'T',
      tenant_pk: rootPk,
      x: [{ y: '\u0000' }],
    });
    expect(nested.json()).toMatchObject({ field: 'x.0.y' });
    const res = await app.http.inject({
      method: 'POST',
      url: '/api/ocpptags',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: `${'['.repeat(5_000)}"\\u0000"${']'.repeat(5_000)}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a card id another tenant holds without naming that tenant', async () => {
    const mine = await call('POST', '/api/ocpptags', {
      id_tag: 'SHARED-CARD',
      tenant_pk: rootPk,
      note: 'raiz',
    });
    expect(mine.statusCode).toBe(201);
    const theirs = await call(
      'POST',
      '/api/ocpptags',
      { id_tag: 'SHARED-CARD', tenant_pk: other.tenantPk, note: 'vizinha' },
      other.token,
    );
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toEqual({
      error: 'RFID tag SHARED-CARD is already registered!',
      field: 'id_tag',
    });
  });

  it('refuses a station id another tenant holds without naming that tenant', async () => {
    const mine = await call('POST', '/api/chargepoints', {
      chargeBoxId: 'SHARED-CB',
      description: 'Raiz',
      authorizationKey: STATION_KEY,
      ocppSecurityProfile: 1,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await call(
      'POST',
      '/api/chargepoints',
      {
        chargeBoxId: 'SHARED-CB',
        description: 'Vizinha',
        authorizationKey: STATION_KEY,
        ocppSecurityProfile: 1,
      },
      other.token,
    );
    expect(theirs.statusCode).toBe(409);
    const body = JSON.stringify(theirs.json());
    for (const secret of ['Chargedeck', 'root', String(rootPk), 'Raiz'])
      expect(body).not.toContain(secret);
  });
});
