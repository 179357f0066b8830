import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../testing/test-app';
import { signedInUser } from '../../testing/second-tenant';

describeDatabases('tenants and start-up', (database) => {
  let app: TestApp;
  let token: string;
  let child: { tenant_pk: number; api_key: string };
  let sibling: { tenant_pk: number; api_key: string };
  const auth = (t: string, apiKey?: string) => ({
    authorization: `Bearer ${t}`,
    ...(apiKey ? { 'api-key': apiKey } : {}),
  });

  beforeAll(async () => {
    app = await startTestApp(database);
    token = await app.login();
    const create = async (alias: string, theme: string, hosts: string[], extra: object = {}) => {
      const res = await app.http.inject({
        method: 'POST',
        url: '/api/tenants',
        headers: auth(token),
        payload: { name: `Tenant ${alias}`, alias, theme, hosts, ...extra },
      });
      expect(res.statusCode).toBe(201);
      return res.json().data as { tenant_pk: number; api_key: string };
    };
    child = await create('andina', 'andina', ['andina.localhost'], {
      legal: {
        companyName: 'Andina Energía S.A.S.',
        taxId: '900.123.456-7',
        address: 'Calle 1, Bogotá',
        contact: 'legal@andina.example',
        termsOfUseUrl: null,
      },
    });
    sibling = await create('pacifico', 'pacifico', ['pacifico.localhost'], {
      parentTenantPk: child.tenant_pk,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers every page path with the web app and the start-up headers of the host tenant', async () => {
    const root = await app.http.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toContain('text/html');
    expect(root.headers['theme']).toBe('move');
    expect(root.headers['api-key']).toBeTruthy();
    expect(root.headers).toHaveProperty('terms-of-use');
    expect(root.headers).toHaveProperty('deeplinking-host');
    const deep = await app.http.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { host: 'andina.localhost:8080' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['theme']).toBe('andina');
    expect(deep.headers['api-key']).toBe(child.api_key);
    expect((await app.http.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(
      404,
    );
    expect((await app.http.inject({ method: 'GET', url: '/api/nothing-here' })).json()).toEqual({
      error: 'No route GET /api/nothing-here',
    });
  });

  it('serves the legal record of the host tenant', async () => {
    const res = await app.http.inject({
      method: 'GET',
      url: '/api/legal/terms/',
      headers: { host: 'andina.localhost' },
    });
    expect(res.json()).toEqual({
      companyName: 'Andina Energía S.A.S.',
      taxId: '900.123.456-7',
      address: 'Calle 1, Bogotá',
      contact: 'legal@andina.example',
      termsOfUseUrl: null,
    });
  });

  it('lists the caller tenant and its descendants only', async () => {
    const all = await app.http.inject({
      method: 'GET',
      url: '/api/tenants/',
      headers: auth(token),
    });
    expect(
      all
        .json()
        .tenantList.map((t: { alias: string }) => t.alias)
        .sort(),
    ).toEqual(['andina', 'pacifico', 'root']);

    const { userPk: paulaPk, token: paula } = await signedInUser(app, database, {
      tenantPk: sibling.tenant_pk,
      email: 'paula@example.com',
      name: 'Paula',
      routes: ['/'],
      host: 'pacifico.localhost',
    });
    const own = await app.http.inject({ method: 'GET', url: '/api/tenants', headers: auth(paula) });
    expect(own.json().tenantList.map((t: { alias: string }) => t.alias)).toEqual(['pacifico']);
    const ofPaula = await app.http.inject({
      method: 'GET',
      url: `/api/tenants?userPk=${paulaPk}`,
      headers: auth(token),
    });
    expect(ofPaula.json().tenantList.map((t: { alias: string }) => t.alias)).toEqual(['pacifico']);
    const ofAdmin = await app.http.inject({
      method: 'GET',
      url: '/api/tenants?userPk=1',
      headers: auth(paula),
    });
    expect(ofAdmin.statusCode).toBe(404);

    // A token used with the Api-Key of a tenant it may not see is refused.
    const root = await app.http.inject({ method: 'GET', url: '/' });
    const foreign = await app.http.inject({
      method: 'GET',
      url: '/api/tenants',
      headers: auth(paula, String(root.headers['api-key'])),
    });
    expect(foreign.statusCode).toBe(401);
    // The parent's token works with a child's Api-Key.
    const parent = await app.http.inject({
      method: 'GET',
      url: '/api/tenants',
      headers: auth(token, sibling.api_key),
    });
    expect(parent.statusCode).toBe(200);
  });

  it('refuses to create a tenant without the permission, or with a taken host', async () => {
    const paula = await app.login('paula@example.com', ADMIN_PASSWORD, {
      host: 'pacifico.localhost',
    });
    const denied = await app.http.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: auth(paula),
      payload: { name: 'X', alias: 'x-tenant', hosts: [] },
    });
    expect(denied.statusCode).toBe(403);
    const taken = await app.http.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: auth(token),
      payload: { name: 'Y', alias: 'y-tenant', hosts: ['andina.localhost'] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('hosts');
  });

  it('reports health with the database kind on both slash forms', async () => {
    for (const url of ['/api/health', '/api/health/']) {
      const res = await app.http.inject({ method: 'GET', url });
      expect(res.json()).toEqual({ status: 'ok', db: database.kind, version: expect.any(String) });
    }
  });
});
