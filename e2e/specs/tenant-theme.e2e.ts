import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { apiLogin, createTenant } from '../support/product-api';
import { screenshot } from '../support/screenshots';
import { ADMIN, startServer, type RunningServer } from '../support/server';

describe('white label by host', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ ROBOT_CHECK: 'off' });
    browser = await launchBrowser();
    const token = await apiLogin(server.baseUrl, ADMIN.email, ADMIN.password);
    await createTenant(server.baseUrl, token, {
      name: 'Andina Energía',
      alias: 'andina',
      theme: 'andina',
      hosts: ['andina.localhost'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the login of a Colombian tenant in Spanish with its brand', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`http://andina.localhost:${server.port}/auth/login`);
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
