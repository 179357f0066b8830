import { SimulatedStation } from '@chargedeck/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth-flows';
import { launchBrowser, openPage } from '../support/browser';
import { watchCspViolations } from '../support/csp-violations';
import { ADMIN, startServer, type RunningServer } from '../support/server';
import { STATION_PASSWORD } from '../support/simulated-stations';

/** Opens a page and checks its answer carries the policy, so a clean run means something. */
async function visit(page: Page, url: string): Promise<void> {
  const answer = await page.goto(url);
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/(^|; )script-src 'self';/);
}

describe('Content-Security-Policy', () => {
  let server: RunningServer;
  let browser: Browser;
  let station: SimulatedStation | undefined;

  beforeAll(async () => {
    // The real robot check (ALTCHA) and tiles from a closed local port, named in the policy.
    server = await startServer({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await station?.stop();
    await browser?.close();
    await server?.stop();
  });

  it('reports no violation on sign-in, the home map, stations, the QR page and the API docs', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900 });
    const violations = await watchCspViolations(context);
    await visit(page, `${server.baseUrl}/auth/login`);
    await signIn(page, ADMIN.email, ADMIN.password);

    const token = await page.evaluate(() => localStorage.getItem('auth-token'));
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const created = await fetch(`${server.baseUrl}/api/chargepoints`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        chargeBoxId: 'E2E-CSP-1',
        description: 'Estação E2E-CSP-1',
        ocppSecurityProfile: 1,
        authorizationKey: STATION_PASSWORD,
        locationLatitude: -23.5613,
        locationLongitude: -46.6565,
      }),
    });
    expect(created.status).toBe(201);
    station = new SimulatedStation({
      url: `${server.baseUrl.replace(/^http/, 'ws')}/ocpp`,
      chargeBoxId: 'E2E-CSP-1',
      password: STATION_PASSWORD,
    });
    await station.connect();

    await visit(page, `${server.baseUrl}/`);
    await page.locator('.station-marker--available').waitFor();
    await page.locator('.leaflet-tile').first().waitFor({ state: 'attached' });

    await visit(page, `${server.baseUrl}/stations`);
    await page.locator('[data-station="E2E-CSP-1"]').click();
    await page.getByRole('img', { name: 'QR E2E-CSP-1' }).waitFor();

    const qr = await fetch(`${server.baseUrl}/api/qrcode/token/E2E-CSP-1/1`, { headers });
    const { path } = (await qr.json()) as { path: string };
    await visit(page, `${server.baseUrl}${path}`);
    await page.getByText('Ao vivo').waitFor();
    await page.locator('altcha-widget label').first().click();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')]
          .find((b) => b.textContent?.trim() === 'START')
          ?.getAttribute('aria-disabled') === 'false',
      undefined,
      { timeout: 30_000 },
    );

    await visit(page, `${server.baseUrl}/api/docs`);
    await page.locator('.swagger-ui .opblock').first().waitFor();

    expect(violations).toEqual([]);
  });
});
