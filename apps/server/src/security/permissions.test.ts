import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import { secondTenant, type SecondTenant } from '../testing/second-tenant';
import { startTestApp, type TestApp } from '../testing/test-app';

describeDatabases('Routes check the permission they need', (database) => {
  let app: TestApp;
  let homeOnly: SecondTenant;
  let allowed: SecondTenant;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.http.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  beforeAll(async () => {
    app = await startTestApp(database);
    homeOnly = await secondTenant(app, database, 'so-inicio', ['/']);
    allowed = await secondTenant(app, database, 'com-acesso', [
      '/transactions',
      '/transactions/show_nf_column',
      '/stations/edit/:id',
      '/ocpptags/unknown',
      '/ocpptags/create',
      '/station_groups',
      '/operations/v16',
      '/operations/remote_start',
    ]);
  });
  afterAll(() => app.close());

  it('refuses transactions to a user without the transactions or stations route', async () => {
    expect((await call(homeOnly.token, 'GET', '/api/transaction')).statusCode).toBe(403);
    expect((await call(homeOnly.token, 'GET', '/api/transaction/1')).statusCode).toBe(403);
    expect((await call(allowed.token, 'GET', '/api/transaction')).statusCode).toBe(200);
    expect((await call(allowed.token, 'GET', '/api/transaction/1')).statusCode).toBe(404);
  });

  it("refuses the private station's user list to a user who cannot edit stations", async () => {
    const url = '/api/users_data/private_charge_point';
    expect((await call(homeOnly.token, 'GET', url)).statusCode).toBe(403);
    expect((await call(allowed.token, 'GET', url)).statusCode).toBe(200);
  });

  it('refuses invoice resends to a user without the invoice column', async () => {
    expect((await call(homeOnly.token, 'POST', '/api/nfe/resend', 1)).statusCode).toBe(403);
    const resends = '/api/transactions/1/nfes/resends';
    expect((await call(homeOnly.token, 'POST', resends)).statusCode).toBe(403);
    expect((await call(allowed.token, 'POST', '/api/nfe/resend', 1)).statusCode).toBe(404);
  });

  it('refuses card searches, unknown cards and a station group to a user without their screen', async () => {
    const urls = [
      '/api/ocpptags/unknown',
      '/api/ocpptags/start?searchInput=ana',
      '/api/ocpptags/tenant_parent/cpf/11144477735',
    ];
    for (const url of urls) {
      expect((await call(homeOnly.token, 'GET', url)).statusCode, url).toBe(403);
      expect((await call(allowed.token, 'GET', url)).statusCode, url).not.toBe(403);
    }
    expect((await call(homeOnly.token, 'GET', '/api/chargepoint-groups/1')).statusCode).toBe(403);
    expect((await call(allowed.token, 'GET', '/api/chargepoint-groups/1')).statusCode).toBe(404);
  });
});
