import type { SimulatedStation } from '@chargedeck/simulator';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForLiveTopic } from '../support/live-topics';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

/** The counter's final value (the shown digits animate for 3 s). */
const counter = (page: Page, name: string, value: number) =>
  page.locator(`[data-testid="count-stations-${name}"][data-value="${value}"]`).waitFor();

describe('Home dashboard', () => {
  // Tiles from a closed local port: the map works without reaching the internet.
  const product = useProduct({
    robotCheck: 'off',
    env: { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
  });
  const stations: SimulatedStation[] = [];

  beforeAll(async () => {
    const api = await product.adminApi();
    await api.create('/api/chargepoints', {
      ...stationFields('E2E-HOME-1', 'Estação Paulista'),
      locationLatitude: -23.5613,
      locationLongitude: -46.6565,
    });
    await api.create('/api/chargepoints', stationFields('E2E-HOME-2', 'Estação sem mapa'));
    await api.create('/api/ocpptags', { id_tag: 'E2E-HOME-TAG', tenant_pk: 1, note: 'Cartão' });
    for (const chargeBoxId of ['E2E-HOME-1', 'E2E-HOME-2']) {
      stations.push(
        await product.connectStation(chargeBoxId, { connectors: 1, meterIntervalSec: 5 }),
      );
    }
  });

  it('shows the counters and the map, and follows a station that starts charging', async () => {
    const { page } = await product.signedInPage({ width: 1280, height: 900 });
    await page.getByRole('heading', { name: 'Visão Geral' }).waitFor();
    await counter(page, 'total', 2);
    await counter(page, 'available', 2);
    await counter(page, 'charging', 0);
    const available = page.locator('.station-marker--available');
    await available.waitFor();
    expect(await page.locator('.station-marker--charging').count()).toBe(0);
    // The tiles cannot load: the markers stay on a plain background, with a quiet note.
    await page
      .getByTestId('map-tiles-note')
      .getByText('Mapa de fundo indisponível; as estações continuam no lugar.')
      .waitFor();
    expect(await page.locator('.leaflet-tile-pane .leaflet-layer').count()).toBe(0);
    await page.getByRole('img', { name: /Estações por status/ }).waitFor();
    await page.waitForTimeout(3_200);
    await screenshot(page, 'home-dashboard');

    await waitForLiveTopic(page, '/stats');
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
    const { page } = await product.signedInPage({ width: 390, height: 844 });
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
