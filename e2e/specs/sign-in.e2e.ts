import { describe, expect, it } from 'vitest';
import { fillLogin, signIn, solveRobotCheck, TEXTS, waitForText } from '../support/auth-flows';
import { ADMIN, useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';

describe('sign-in with the real ALTCHA check', () => {
  const product = useProduct();

  for (const width of [1280, 390]) {
    it(`signs in and lands on the shell at ${width} px`, async () => {
      const { context, page } = await product.openPage({ width });
      await page.goto(`${product.baseUrl}/`);
      await page.waitForURL((url) => url.pathname === '/auth/login');
      await page.locator('altcha-widget').waitFor({ state: 'attached' });
      expect(await page.title()).toBe('Dashboard');
      await screenshot(page, 'login');

      await signIn(page, ADMIN.email, ADMIN.password);
      await waitForText(page, TEXTS.loginSuccess);
      await page.getByRole('heading', { name: 'Visão Geral' }).waitFor();
      const session = await page.evaluate(() => ({
        token: localStorage.getItem('auth-token'),
        user: JSON.parse(localStorage.getItem('auth-user') ?? 'null') as { email: string } | null,
      }));
      expect(session.token).toBeTruthy();
      expect(session.user?.email).toBe(ADMIN.email);
      if (width > 1024) {
        await page.getByRole('navigation').getByRole('link', { name: 'Visão Geral' }).waitFor();
      } else {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Visão Geral' }).waitFor();
        await page.keyboard.press('Escape');
      }
      await screenshot(page, 'shell');

      await page.getByRole('button', { name: 'Sair' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/login');
      await waitForText(page, TEXTS.logout);
      expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
      await context.close();
    });
  }

  it("shows the spec's 401 message for a wrong password and asks for a new check", async () => {
    const { context, page } = await product.openPage();
    await page.goto(`${product.baseUrl}/auth/login`);
    await fillLogin(page, ADMIN.email, 'Wrong-password-1');
    await solveRobotCheck(page, 'Entrar');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await waitForText(page, TEXTS.loginUnauthorized);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await page.getByRole('button', { name: 'Entrar' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('sends a forged session back to the login with the expiry message', async () => {
    const forgedUser = {
      id: 1,
      name: 'Administrator',
      email: ADMIN.email,
      tenant_pk: 1,
      permissions: [{ role_id: null, route: '/', status: true }],
      tenant: {
        tenant_pk: 1,
        name: 'Chargedeck',
        theme: 'move',
        features: {
          monetization: true,
          vouchers: true,
          logs: true,
          smartCharging: true,
          payment: true,
        },
      },
    };
    const { context, page } = await product.openPage({
      storage: {
        'auth-token': 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.forged',
        'auth-user': JSON.stringify(forgedUser),
      },
    });
    await page.goto(`${product.baseUrl}/`);
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await waitForText(page, TEXTS.sessionExpired);
    const left = await page.evaluate(() => [
      localStorage.getItem('auth-token'),
      localStorage.getItem('auth-user'),
    ]);
    expect(left).toEqual([null, null]);
    await context.close();
  });
});
