import { SimulatedStation } from '@chargedeck/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/auth-flows';
import { launchBrowser, openPage } from '../support/browser';
import { apiLogin } from '../support/product-api';
import { screenshot } from '../support/screenshots';
import { ADMIN, startServer, type RunningServer } from '../support/server';
import { STATION_PASSWORD } from '../support/simulated-stations';

/** The counter's final value (the shown digits animate for 3 s). */
const counter = (page: Page, name: string, value: number) =>
  page.locator(`[data-testid="count-stations-${name}"][data-value="${value}"]`).waitFor();

describe('Home dashboard', () => {
  let server: RunningServer;
  let browser: Browser;
  const stations: SimulatedStation[] = [];

  beforeAll(async () => {
    // Tiles from a closed local port: the map works without reaching the internet.
    server = await startServer({
      ROBOT_CHECK: 'off',
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    });
    browser = await launchBrowser();
    const token = await apiLogin(server.baseUrl, ADMIN.email, ADMIN.password);
    const post = async (path: string, body: object) => {
      const res = await fetch(`${server.baseUrl}/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`${path}: ${await res.text()}`);
    };
    await post('chargepoints', {
      chargeBoxId: 'E2E-HOME-1',
      description: 'Estação Paulista',
      ocppSecurityProfile: 1,
      authorizationKey: STATION_PASSWORD,
      locationLatitude: -23.5613,
      locationLongitude: -46.6565,
    });
    await post('chargepoints', {
      chargeBoxId: 'E2E-HOME-2',
      description: 'Estação sem mapa',
      ocppSecurityProfile: 1,
      authorizationKey: STATION_PASSWORD,
    });
    await post('ocpptags', { id_tag: 'E2E-HOME-TAG', tenant_pk: 1, note: 'Cartão' });
    for (const chargeBoxId of ['E2E-HOME-1', 'E2E-HOME-2']) {
      const station = new SimulatedStation({
        url: `${server.baseUrl.replace(/^http/, 'ws')}/ocpp`,
        chargeBoxId,
        password: STATION_PASSWORD,
        connectors: 1,
        meterIntervalSec: 5,
      });
      await station.connect();
      stations.push(station);
    }
  });
  afterAll(async () => {
    for (const station of stations) await station.stop();
    await browser?.close();
    await server?.stop();
  });

  it('shows the counters and the map, and follows a station that starts charging', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page, server.baseUrl);
    await page.getByRole('heading', { name: 'Visão Geral' }).waitFor();
    await counter(page, 'total', 2);
    await counter(page, 'available', 2);
    await counter(page, 'charging', 0);
    const available = page.locator('.station-marker--available');
    await available.waitFor();
    expect(await page.locator('.station-marker--charging').count()).toBe(0);
    await page.getByRole('img', { name: /Estações por status/ }).waitFor();
    await page.waitForTimeout(3_200);
    await screenshot(page, 'home-dashboard');

    const started = await stations[0]?.startTransaction(1, 'E2E-HOME-TAG');
    expect(started?.status).toBe('Accepted');
    // No reload: the live topics (or the polling fallback) bring the change.
    await counter(page, 'charging', 1);
    await counter(page, 'available', 1);
    const charging = page.locator('.station-marker--charging');
    await charging.waitFor({ timeout: 30_000 });

    await charging.click();
    const popup = page.getByTestId('station-popup');
    await popup.getByText('E2E-HOME-1').waitFor();
    await popup.getByText('Estação Paulista').waitFor();
    await popup.getByTestId('popup-connector-1').getByText('Charging').waitFor();
    // Read for this station when the popup opens: address, vendor, protocol and month energy.
    await popup
      .getByTestId('popup-month-energy')
      .getByText(/^[\d.,]+ kWh$/)
      .waitFor();
    await popup.getByText('Energia no mês').waitFor();
    expect(await popup.getByTestId('popup-origin').textContent()).toBe('MOVE');
    expect(await popup.getByTestId('popup-protocol').textContent()).toMatch(/ocpp1\.6/i);
    await page.waitForTimeout(600);
    await screenshot(page, 'home-dashboard-popup');

    // The station without coordinates, picked from the live notifications.
    await page.getByRole('button', { name: 'Mostrar E2E-HOME-2 no mapa' }).first().click();
    await page
      .getByText('A estação E2E-HOME-2 não possui latitude e longitude cadastradas.')
      .waitFor();
  });

  it('fits a phone without sideways scrolling', async () => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    await signInAsAdmin(page, server.baseUrl);
    await counter(page, 'total', 2);
    await page.getByTestId('home-map').waitFor();
    await page.waitForTimeout(3_200);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-dashboard');

    await page.locator('.station-marker').first().click();
    const popup = page.getByTestId('station-popup');
    await popup.getByText('E2E-HOME-1').waitFor();
    await popup.getByTestId('popup-month-energy').getByText(/kWh$/).waitFor();
    await page.waitForTimeout(600);
    // The popup leaves the zoom buttons free (the map is barely wider than the popup here).
    const zoom = await page.locator('.leaflet-control-zoom').boundingBox();
    const card = await page.locator('.leaflet-popup-content-wrapper').boundingBox();
    if (!zoom || !card) throw new Error('the zoom buttons or the popup are not shown');
    expect(card.x).toBeGreaterThanOrEqual(zoom.x + zoom.width);
    await screenshot(page, 'home-dashboard-popup');
  });
});
