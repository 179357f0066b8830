import { beforeAll, describe, expect, it } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';

describe('white label by host', () => {
  const product = useProduct({ robotCheck: 'off' });

  beforeAll(async () => {
    const api = await product.adminApi();
    await api.create('/api/tenants', {
      name: 'Andina Energía',
      alias: 'andina',
      theme: 'andina',
      hosts: ['andina.localhost'],
    });
  });

  it('shows the login of a Colombian tenant in Spanish with its brand', async () => {
    const { context, page } = await product.openPage();
    await page.goto(`http://andina.localhost:${product.server.port}/auth/login`);
    await page.getByRole('heading', { name: 'Inicie sesión en su cuenta' }).waitFor();
    expect(await page.getByLabel('Correo electrónico').count()).toBe(1);
    expect(await page.getByLabel('Contraseña', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Ingresar' }).count()).toBe(1);
    const stored = await page.evaluate(() => ({
      theme: localStorage.getItem('theme'),
      lang: localStorage.getItem('rtc-lang'),
      html: document.documentElement.lang,
      icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href'),
    }));
    expect(stored).toEqual({
      theme: 'andina',
      lang: 'es-CO',
      html: 'es-CO',
      icon: '/themes/andina/favicon.svg',
    });
    expect(await page.getByRole('img', { name: 'Andina Energía' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'login-andina');
    await context.close();
  });
});
