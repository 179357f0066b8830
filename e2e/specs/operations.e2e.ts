import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';

async function sendCommand(page: Page, command: string, fill: () => Promise<void>) {
  await page.getByRole('menuitem', { name: command, exact: true }).click();
  for (const id of ['E2E-OPS-1', 'E2E-OPS-2']) {
    await page.getByText(id, { exact: true }).first().click();
  }
  await page.locator('[class*="transfer-actions"] button').first().click();
  await fill();
  await page.getByRole('button', { name: 'Executar' }).click();
  await page.getByText('Comando enviado.').first().waitFor();
}

describe('operations screen', () => {
  const product = useProduct({ robotCheck: 'off' });

  beforeAll(async () => {
    await product.connectStations(['E2E-OPS-1', 'E2E-OPS-2']);
  });

  it('sends Get Configuration and Reset to two stations and reads both answers in Tasks', async () => {
    const { page } = await product.signedInPage({ width: 1280, path: '/operations' });
    await sendCommand(page, 'Obter configuração', async () => {
      await page.getByLabel('Chaves de configuração').click();
      await page
        .locator('.ant-select-dropdown')
        .getByText('HeartbeatInterval', { exact: true })
        .click();
      await page.keyboard.press('Escape');
    });
    await page.getByText('Resultado da última tarefa', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Detalhes' }).first().waitFor();
    await screenshot(page, 'operations');
    await page.getByRole('button', { name: 'Detalhes' }).first().click();
    await page.getByRole('dialog').getByText('HeartbeatInterval').waitFor();
    await page.keyboard.press('Escape');

    await page.reload();
    await sendCommand(page, 'Reiniciar', async () => {
      await page.getByLabel('SOFT').check();
    });
    await page.getByText('Tarefas', { exact: true }).click();
    const rows = page.locator('.ant-table-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    await page.locator('.ant-table-row-expand-icon').first().click();
    const results = page.locator('.ant-table-expanded-row');
    await results.getByText('E2E-OPS-2').waitFor();
    await expect.poll(() => results.getByText('Accepted').count(), { timeout: 10_000 }).toBe(2);
    await screenshot(page, 'operations-tasks');

    const { page: narrow } = await product.signedInPage({ width: 390, path: '/operations' });
    await narrow.getByRole('menuitem', { name: 'Reiniciar', exact: true }).click();
    // The transfer list fits the phone: both lists stacked, nothing wider than the screen.
    await narrow.getByText('E2E-OPS-1', { exact: true }).first().waitFor();
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const sections = narrow.locator('.station-transfer .ant-transfer-section');
    for (const box of [await sections.nth(0).boundingBox(), await sections.nth(1).boundingBox()]) {
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await screenshot(narrow, 'operations');
  });

  it('creates and edits a charging profile and applies it to a station', async () => {
    const { page } = await product.signedInPage({ width: 1280, path: '/charging_profile/create' });
    await page.getByText('Criando perfil de recarga').waitFor();
    await page.getByLabel('Descrição').fill('Noite');
    await page.getByLabel('Limite de corrente (A)').fill('16');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('O intervalo de tempo é obrigatório').waitFor();
    const range = page.locator('.ant-picker-range').first();
    const [from, to] = [range.locator('input').first(), range.locator('input').nth(1)];
    // After the start time the picker moves to the end time itself, while its panel may still be
    // opening; a time typed before it is ready is dropped and the panel stays open. Type the
    // range again until the picker takes it and closes, then save.
    await vi.waitFor(
      async () => {
        await from.fill('00:00');
        await from.press('Enter');
        await expect
          .poll(() => to.evaluate((input) => input === document.activeElement))
          .toBe(true);
        await to.fill('06:00');
        await to.press('Enter');
        await page
          .locator('.ant-picker-dropdown:visible')
          .waitFor({ state: 'detached', timeout: 2_000 });
      },
      { timeout: 20_000, interval: 250 },
    );
    expect([await from.inputValue(), await to.inputValue()]).toEqual(['00:00', '06:00']);
    await page.getByText('O intervalo de tempo é obrigatório').waitFor({ state: 'detached' });
    await page.getByLabel('Limite (A)').fill('16');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('O limite de corrente deve ser diferente do limite padrão').waitFor();
    await page.getByLabel('Limite (A)').fill('32');
    await screenshot(page, 'charging-profile-form');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Perfil de recarga criado com sucesso').waitFor();
    await page.waitForURL((url) => url.pathname === '/operations');

    await page.getByText('Perfis de recarga', { exact: true }).click();
    await page.getByRole('link', { name: 'Noite' }).click();
    await page.getByText('Editando perfil de recarga').waitFor();
    await page.getByLabel('Descrição').fill('Noite longa');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Perfil de recarga atualizado com sucesso').waitFor();
    await page.waitForURL((url) => url.pathname === '/operations');

    await page.getByRole('menuitem', { name: 'Definir perfil de recarga', exact: true }).click();
    await page.getByText('E2E-OPS-1', { exact: true }).first().click();
    await page.locator('[class*="transfer-actions"] button').first().click();
    await page.getByLabel('Perfil de recarga').click();
    await page.locator('.ant-select-dropdown:visible').getByText('Noite longa').click();
    await page.getByLabel('Conector').click();
    await page.locator('.ant-select-dropdown:visible').getByText('Todos (0)').click();
    await page.getByRole('button', { name: 'Executar' }).click();
    await page.locator('.ant-tag', { hasText: 'Accepted' }).first().waitFor({ timeout: 10_000 });
    await screenshot(page, 'operations-set-profile');
  });
});
