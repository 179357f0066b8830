import { SimulatedStation } from '@chargedeck/simulator';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/auth-flows';
import { launchBrowser, openPage } from '../support/browser';
import { apiLogin } from '../support/product-api';
import { screenshot } from '../support/screenshots';
import { ADMIN, startServer, type RunningServer } from '../support/server';
import { STATION_PASSWORD } from '../support/simulated-stations';

describe('Transactions screen', () => {
  let server: RunningServer;
  let browser: Browser;
  let station: SimulatedStation | undefined;

  beforeAll(async () => {
    server = await startServer({ ROBOT_CHECK: 'off' });
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
      chargeBoxId: 'E2E-TX-1',
      description: 'Estação Paga',
      ocppSecurityProfile: 1,
      authorizationKey: STATION_PASSWORD,
      hasPayment: true,
      paymentChargeTypeCost: 'KWH',
      moneyPerKilowattCost: 150,
      moneyPerTransactionCost: 500,
      paymentChargeByIncome: 'CHARGE_BOX',
      paymentChargeTypeIncome: 'KWH',
      moneyPerKilowattIncome: 120,
      moneyPerTransactionIncome: 400,
    });
    await post('ocpptags', { id_tag: 'E2E-TX-TAG', tenant_pk: 1, note: 'Cartão da Bia' });
    await post('users_data', {
      firstName: 'Beatriz',
      email: 'bia@example.com',
      password: 'Secret123!',
      tenant_pk: 1,
      ocppTags: ['E2E-TX-TAG'],
    });
    station = new SimulatedStation({
      url: `${server.baseUrl.replace(/^http/, 'ws')}/ocpp`,
      chargeBoxId: 'E2E-TX-1',
      password: STATION_PASSWORD,
      meterIntervalSec: 1,
    });
    await station.connect();
  });
  afterAll(async () => {
    await station?.stop();
    await browser?.close();
    await server?.stop();
  });

  it("shows a user's recharge while charging, then its energy and amount, and confirms it paid", async () => {
    const started = await station?.startTransaction(1, 'E2E-TX-TAG');
    expect(started?.status).toBe('Accepted');
    const { page } = await openPage(browser, { width: 1280 });
    await signInAsAdmin(page, server.baseUrl, '/transactions');
    const row = page.getByRole('row', { name: /Estação Paga/ });
    await row.getByText('Charging...').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await station?.stopTransaction(1);

    await page.reload();
    await row.getByText(/kWh/).waitFor();
    await row.getByText('Beatriz').waitFor();
    expect(await row.getByText('Charging...').count()).toBe(0);
    await row.getByRole('button', { name: /expand|expandir/i }).click();
    await page.getByText('Pendente').waitFor();
    await page
      .getByText(/R\$\s*5,\d\d/)
      .first()
      .waitFor();
    await page.getByRole('img', { name: 'Potência (kW)' }).waitFor();
    await screenshot(page, 'transactions');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.getByText('Payments successfully confirmed!').waitFor();
    await page.getByText('Pago').waitFor();
    await row.getByText('MANUAL_DASHBOARD').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar Excel' }).click();
    expect((await download).suggestedFilename()).toBe('transactions.xlsx');

    const { page: narrow } = await openPage(browser, { width: 390 });
    await signInAsAdmin(narrow, server.baseUrl, '/transactions');
    await narrow.getByRole('row', { name: /Estação Paga/ }).waitFor();
    await screenshot(narrow, 'transactions');
  });
});
