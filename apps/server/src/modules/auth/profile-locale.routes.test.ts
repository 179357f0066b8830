import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startTestApp, type TestApp } from '../../testing/test-app';

describeDatabases('PUT /api/profile/locale', (database) => {
  let app: TestApp;
  let token: string;
  const call = (method: 'GET' | 'PUT', url: string, payload?: object, as = token) =>
    app.http.inject({
      method,
      url,
      headers: { authorization: `Bearer ${as}` },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    app = await startTestApp(database);
    token = await app.login();
  });
  afterAll(() => app.close());

  it('remembers the chosen language for the session and the next sign-in', async () => {
    const before = await call('GET', '/api/session');
    expect(before.json().user.locale).toBeNull();
    const saved = await call('PUT', '/api/profile/locale', { locale: 'en' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ locale: 'en' });
    expect((await call('GET', '/api/session')).json().user.locale).toBe('en');
    const login = await app.http.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@example.com', password: 'Admin123!' },
    });
    expect(login.json().user.locale).toBe('en');
  });

  it('refuses a language the product does not speak, naming the field', async () => {
    const bad = await call('PUT', '/api/profile/locale', { locale: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'locale' });
    expect(bad.json().error).toContain('locale: must be one of pt-BR, en, es-CO');
  });

  it('needs a session', async () => {
    const anonymous = await app.http.inject({
      method: 'PUT',
      url: '/api/profile/locale',
      payload: { locale: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
