import { SimulatedStation } from '@chargedeck/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { signIn } from '../support/auth-flows';
import { screenshot, settled } from '../support/screenshots';
import { ADMIN, startServer, type RunningServer } from '../support/server';
import { STATION_PASSWORD } from '../support/simulated-stations';

const TEXTS = {
  startSent: 'Comando START enviado.',
  stopSent: 'Comando STOP enviado.',
  notVerified: 'Por favor verifique que você não é um robô!',
  notYours: 'Só o aparelho que iniciou esta recarga por esta página pode pará-la aqui',
};

/** Solves the ALTCHA widget and waits until START is unlocked. */
async function verifyHuman(page: Page) {
  await page.locator('altcha-widget label').first().click();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')]
        .find((b) => b.textContent?.trim() === 'START')
        ?.getAttribute('aria-disabled') === 'false',
    undefined,
    { timeout: 30_000 },
  );
}

describe('Public QR page', () => {
  let server: RunningServer;
  let browser: Browser;
  let stations: SimulatedStation[] = [];
  let path: string;

  beforeAll(async () => {
    // The real robot check (ALTCHA), as a driver in front of the station meets it.
    server = await startServer();
    browser = await launchBrowser();
    // An operator signs in (solving the check) to register the station and get its QR address.
    const { page, context } = await openPage(browser);
    await page.goto(`${server.baseUrl}/auth/login`);
    await signIn(page, ADMIN.email, ADMIN.password);
    const token = await page.evaluate(() => localStorage.getItem('auth-token'));
    await context.close();
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const created = await fetch(`${server.baseUrl}/api/chargepoints`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        chargeBoxId: 'E2E-QR-1',
        description: 'Estação E2E-QR-1',
        ocppSecurityProfile: 1,
        authorizationKey: STATION_PASSWORD,
      }),
    });
    expect(created.status).toBe(201);
    const station = new SimulatedStation({
      url: `${server.baseUrl.replace(/^http/, 'ws')}/ocpp`,
      chargeBoxId: 'E2E-QR-1',
      password: STATION_PASSWORD,
      meterIntervalSec: 1,
    });
    await station.connect();
    stations = [station];
    const res = await fetch(`${server.baseUrl}/api/qrcode/token/E2E-QR-1/1`, { headers });
    expect(res.status).toBe(200);
    path = ((await res.json()) as { path: string }).path;
  });
  afterAll(async () => {
    await Promise.all(stations.map((s) => s.stop()));
    await browser?.close();
    await server?.stop();
  });

  it('starts and stops a recharge after the robot check, following the connector status', async () => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole('heading', { name: 'Recarga pelo QR Code' }).waitFor();
    await page.getByText('Estação E2E-QR-1').waitFor();
    const status = page.getByTestId('qr-status');
    await status.getByText('Disponível').waitFor();
    // The status follows the connector's live topic, opened by the QR token.
    await page.getByText('Ao vivo').waitFor();

    const start = page.getByRole('button', { name: 'START' });
    expect(await start.getAttribute('aria-disabled')).toBe('true');
    // Locked, not inert: pressing it tells the person what is missing.
    await start.click({ force: true });
    await page.getByText(TEXTS.notVerified).waitFor();
    await screenshot(page, 'qr-page');

    await verifyHuman(page);
    await start.click();
    await page.getByText(TEXTS.startSent).waitFor();
    await status.getByText('Carregando').waitFor();
    await page.getByText('Recarga em andamento').waitFor();
    expect(stations[0]?.activeTransactions()).toHaveLength(1);
    await screenshot(page, 'qr-page-charging');

    // Someone else scanning the same printed code cannot stop this recharge.
    const other = await openPage(browser, { width: 390, height: 844 });
    await other.page.goto(`${server.baseUrl}${path}`);
    await other.page.getByText('Recarga em andamento').waitFor();
    await verifyHuman(other.page);
    await other.page.getByRole('button', { name: 'STOP' }).click();
    await other.page.getByText(TEXTS.notYours, { exact: false }).waitFor();
    await other.context.close();
    expect(stations[0]?.activeTransactions()).toHaveLength(1);

    await page.getByRole('button', { name: 'STOP' }).click();
    await page.getByText(TEXTS.stopSent).waitFor();
    await page.getByText('Recarga em andamento').waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="qr-status"]')?.textContent !== 'Carregando',
    );
    expect(stations[0]?.activeTransactions()).toHaveLength(0);
  });

  it('refuses a QR code whose token belongs to another connector', async () => {
    const { page } = await openPage(browser, { width: 1280 });
    await page.goto(`${server.baseUrl}${path.replace('/E2E-QR-1/1?', '/E2E-QR-1/2?')}`);
    await page.getByText('Este QR Code não vale para este conector.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'START' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByTestId('qr-status').getByText('Disponível').waitFor();
    await screenshot(page, 'qr-page');
  });
  it("gives operators each connector's QR code with its signed address in the station card", async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await openPage(browser, { width });
      await page.goto(`${server.baseUrl}/auth/login`);
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto(`${server.baseUrl}/stations`);
      await page.locator('[data-station="E2E-QR-1"]').click();
      await page.getByRole('button', { name: 'QR Code do conector 1' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('img', { name: 'QR Code do conector 1' }).waitFor();
      const href = await dialog.getByRole('link', { name: 'Abrir página' }).getAttribute('href');
      expect(href).toBe(`${server.baseUrl}${path}`);
      await settled(page);
      await screenshot(page, 'station-connector-qr');
      await context.close();
    }
  });
});
