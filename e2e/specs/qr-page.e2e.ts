import type { SimulatedStation } from '@chargedeck/simulator';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyHuman } from '../support/auth-flows';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

const TEXTS = {
  startSent: 'Comando START enviado.',
  stopSent: 'Comando STOP enviado.',
  notVerified: 'Por favor verifique que você não é um robô!',
  notYours: 'Só o aparelho que iniciou esta recarga por esta página pode pará-la aqui',
};

describe('Public QR page', () => {
  // The real robot check (ALTCHA), as a driver in front of the station meets it.
  const product = useProduct();
  let stations: SimulatedStation[] = [];
  let path: string;

  beforeAll(async () => {
    // An operator signs in (solving the check) to register the station and get its QR address.
    const api = await product.adminApi();
    const created = await api.call('POST', '/api/chargepoints', stationFields('E2E-QR-1'));
    expect(created.status).toBe(201);
    const station = await product.connectStation('E2E-QR-1', { meterIntervalSec: 1 });
    stations = [station];
    const res = await api.call('GET', '/api/qrcode/token/E2E-QR-1/1');
    expect(res.status).toBe(200);
    path = ((await res.json()) as { path: string }).path;
  });

  it('starts and stops a recharge after the robot check, following the connector status', async () => {
    const { page } = await product.openPage({ width: 390, height: 844 });
    await page.goto(`${product.baseUrl}${path}`);
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
    const other = await product.openPage({ width: 390, height: 844 });
    await other.page.goto(`${product.baseUrl}${path}`);
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
    const { page } = await product.openPage({ width: 1280 });
    await page.goto(`${product.baseUrl}${path.replace('/E2E-QR-1/1?', '/E2E-QR-1/2?')}`);
    await page.getByText('Este QR Code não vale para este conector.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'START' }).count()).toBe(0);
    await page.goto(`${product.baseUrl}${path}`);
    await page.getByTestId('qr-status').getByText('Disponível').waitFor();
    await screenshot(page, 'qr-page');
  });
  it("gives operators each connector's QR code with its signed address in the station card", async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await product.signedInPage({ width, path: '/stations' });
      await page.locator('[data-station="E2E-QR-1"]').click();
      await page.getByRole('button', { name: 'QR Code do conector 1' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('img', { name: 'QR Code do conector 1' }).waitFor();
      const href = await dialog.getByRole('link', { name: 'Abrir página' }).getAttribute('href');
      expect(href).toBe(`${product.baseUrl}${path}`);
      await settled(page);
      await screenshot(page, 'station-connector-qr');
      await context.close();
    }
  });
});
