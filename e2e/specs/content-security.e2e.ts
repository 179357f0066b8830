import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, verifyHuman } from '../support/auth-flows';
import { watchCspViolations } from '../support/csp-violations';
import { useProduct } from '../support/product';
import { ADMIN } from '../support/server';
import { stationFields } from '../support/simulated-stations';

/** Opens a page and checks its answer carries the policy, so a clean run means something. */
async function visit(page: Page, url: string): Promise<void> {
  const answer = await page.goto(url);
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/(^|; )script-src 'self';/);
}

describe('Content-Security-Policy', () => {
  // The real robot check (ALTCHA) and tiles from a closed local port, named in the policy.
  const product = useProduct({ env: { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' } });

  it('reports no violation on sign-in, the home map, stations, the QR page and the API docs', async () => {
    const { page, context } = await product.openPage({ width: 1280, height: 900 });
    const violations = await watchCspViolations(context);
    await visit(page, `${product.baseUrl}/auth/login`);
    await signIn(page, ADMIN.email, ADMIN.password);

    const api = await product.apiOf(page);
    const created = await api.call('POST', '/api/chargepoints', {
      ...stationFields('E2E-CSP-1'),
      locationLatitude: -23.5613,
      locationLongitude: -46.6565,
    });
    expect(created.status).toBe(201);
    await product.connectStation('E2E-CSP-1');

    await visit(page, `${product.baseUrl}/`);
    await page.locator('.station-marker--available').waitFor();
    // A tile was asked for: it is on the map, or it failed and the map shows its no-tiles note.
    await page
      .locator('.leaflet-tile')
      .or(page.getByTestId('map-tiles-note'))
      .first()
      .waitFor({ state: 'attached' });

    await visit(page, `${product.baseUrl}/stations`);
    await page.locator('[data-station="E2E-CSP-1"]').click();
    await page.getByRole('img', { name: 'QR E2E-CSP-1' }).waitFor();

    const qr = await api.call('GET', '/api/qrcode/token/E2E-CSP-1/1');
    const { path } = (await qr.json()) as { path: string };
    await visit(page, `${product.baseUrl}${path}`);
    await page.getByText('Ao vivo').waitFor();
    await verifyHuman(page);

    await visit(page, `${product.baseUrl}/api/docs`);
    await page.locator('.swagger-ui .opblock').first().waitFor();

    expect(violations).toEqual([]);
  });
});
