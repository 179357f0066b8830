import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

const RECHARGES = 3;

async function choose(page: Page, label: string, option: string, typed?: string) {
  await page.getByLabel(label, { exact: true }).click();
  if (typed) await page.keyboard.type(typed);
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

async function chartsShown(page: Page) {
  for (const name of [
    'Recargas',
    'Duração',
    'Consumo de energia (kWh)',
    'Autonomia ganha (km)',
    'Tempo de permanência',
    'Horários populares',
  ]) {
    await page.getByRole('img', { name, exact: true }).waitFor();
  }
}

describe('Usage charts screen', () => {
  const product = useProduct({ robotCheck: 'off' });

  beforeAll(async () => {
    const api = await product.adminApi();
    await api.create(
      '/api/chargepoints',
      stationFields('E2E-USE-1', 'Estação do Shopping Center Norte, vagas do subsolo'),
    );
    await api.cardUser('E2E-USE-TAG', 'Cartão do Caio', {
      firstName: 'Caio',
      email: 'caio@example.com',
    });
    const station = await product.connectStation('E2E-USE-1', { meterIntervalSec: 1 });
    for (let i = 0; i < RECHARGES; i += 1) {
      const started = await station.startTransaction(1, 'E2E-USE-TAG');
      expect(started.status).toBe('Accepted');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await station.stopTransaction(1);
    }
  });

  it('charts the recharges for 28, 7 and 365 days, by user and station', async () => {
    const { page } = await product.signedInPage({ width: 1280, height: 900, path: '/indicators' });
    await page.getByRole('heading', { name: 'Indicadores de uso' }).waitFor();
    await page.getByTestId('usage-tile-recharges').getByText(String(RECHARGES)).waitFor();
    await chartsShown(page);
    // Every chart explains itself to keyboard and screen-reader users.
    const help = page.getByRole('img', { name: 'Ajuda: Autonomia ganha (km)' });
    await help.focus();
    await page
      .getByRole('tooltip')
      .getByText(/6,5 km por kWh/)
      .waitFor();
    await help.blur();
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    // The brand pie shows while no user is chosen; nobody here told a vehicle brand.
    await page
      .getByTestId('usage-chart-brands')
      .getByText('Nenhuma recarga com marca de veículo informada')
      .waitFor();
    await screenshot(page, 'usage-charts-28');

    await choose(page, 'Período', 'Últimos 7 dias');
    await chartsShown(page);
    await page.getByTestId('usage-tile-recharges').getByText(String(RECHARGES)).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'usage-charts-7');

    await choose(page, 'Período', 'Últimos 365 dias');
    await chartsShown(page);
    await page.getByTestId('usage-tile-recharges').getByText(String(RECHARGES)).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'usage-charts-365');

    // A long station name is cut at 32 characters in the dropdown.
    await page.getByLabel('Estação', { exact: true }).click();
    await page.getByText('E2E-USE-1 - Estação do Shopping...', { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');
    await choose(page, 'Estação', 'E2E-USE-1', 'E2E-USE');
    await page.getByTestId('usage-tile-recharges').getByText(String(RECHARGES)).waitFor();

    await choose(page, 'Usuário', 'Caio', 'Caio');
    await page.getByTestId('usage-chart-brands').waitFor({ state: 'detached' });
    await page.getByTestId('usage-tile-recharges').getByText(String(RECHARGES)).waitFor();
    // The dropdown filter takes at most 40 characters.
    const userInput = page.getByLabel('Usuário', { exact: true });
    await userInput.click();
    await page.keyboard.type('x'.repeat(50));
    expect((await userInput.inputValue()).length).toBe(40);
    await page.getByText('Nada encontrado').first().waitFor();
    await page.keyboard.press('Escape');

    // A user without recharges: every chart tells it is empty.
    await choose(page, 'Usuário', 'Administrator', 'Admin');
    await page.getByTestId('usage-tile-recharges').getByText('0').waitFor();
    await page
      .getByTestId('usage-chart-recharge')
      .getByText('Nenhuma recarga no período')
      .waitFor();
    expect(await page.getByText('Nenhuma recarga no período').count()).toBe(6);
  });

  it('stays readable on a phone', async () => {
    const { page } = await product.signedInPage({ width: 390, height: 844, path: '/indicators' });
    await chartsShown(page);
    await page.getByTestId('usage-tile-recharges').getByText(String(RECHARGES)).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'usage-charts-28');
  });

  it('tells when the lists cannot be loaded', async () => {
    const { page } = await product.openPage({ width: 390, height: 844 });
    await page.route('**/api/users_data/dashboard-details**', (route) =>
      route.fulfill({ status: 500, body: '{"error":"down"}', contentType: 'application/json' }),
    );
    await product.signIn(page, '/indicators');
    await page.getByRole('alert').getByText('Erro ao carregar listas').waitFor();
    await chartsShown(page);
  });
});
