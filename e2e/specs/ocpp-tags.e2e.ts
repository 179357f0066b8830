import type { SimulatedStation } from '@chargedeck/simulator';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/auth-flows';
import { launchBrowser, openPage } from '../support/browser';
import { screenshot } from '../support/screenshots';
import { startServer, type RunningServer } from '../support/server';
import { connectStations } from '../support/simulated-stations';

describe('OCPP tags screens', () => {
  let server: RunningServer;
  let browser: Browser;
  let station: SimulatedStation | undefined;

  beforeAll(async () => {
    server = await startServer({ ROBOT_CHECK: 'off' });
    browser = await launchBrowser();
    [station] = await connectStations(server.baseUrl, ['E2E-TAGS-1']);
  });
  afterAll(async () => {
    await station?.stop();
    await browser?.close();
    await server?.stop();
  });

  it('approves a tag an unknown card tried, and the next Authorize is accepted', async () => {
    const first = await station?.startTransaction(1, 'CARD-E2E-1');
    expect(first?.status).toBe('Rejected');
    const { page } = await openPage(browser, { width: 1280 });
    await signInAsAdmin(page, server.baseUrl, '/ocpptags/unknown');
    await page.getByText('Tags RFID Desconhecidas').first().waitFor();
    await page.getByRole('cell', { name: 'CARD-E2E-1', exact: true }).waitFor();
    await screenshot(page, 'unknown-tags');
    await page.getByRole('button', { name: 'Aprovar CARD-E2E-1' }).click();
    await page.getByText('CARD-E2E-1: RFID Tag successfully approved!').waitFor();
    await page.getByText('Nenhuma tag desconhecida').waitFor();

    const second = await station?.startTransaction(1, 'CARD-E2E-1');
    expect(second?.status).toBe('Accepted');
    await station?.stopTransaction(1);
  });

  it('creates, lists and edits a tag, refusing a duplicate', async () => {
    const { page } = await openPage(browser, { width: 1280 });
    await signInAsAdmin(page, server.baseUrl, '/ocpptags/create');
    await page.getByLabel('Tag ID').fill('CARD-E2E-2');
    await page.getByLabel('Observação').fill('Cartão da frota');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('OCPP Tag successfully created!').waitFor();
    await page.waitForURL((url) => url.pathname === '/ocpptags');
    await page.getByRole('cell', { name: 'CARD-E2E-2', exact: true }).waitFor();
    await screenshot(page, 'ocpp-tags');

    await page.goto(`${server.baseUrl}/ocpptags/create`);
    await page.getByLabel('Tag ID').fill('CARD-E2E-2');
    await page.getByLabel('Observação').fill('De novo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Tag RFID CARD-E2E-2 já cadastrada!').waitFor();
    await screenshot(page, 'ocpp-tag-form');

    await page.goto(`${server.baseUrl}/ocpptags`);
    await page
      .getByRole('row', { name: /CARD-E2E-2/ })
      .getByRole('link', { name: 'Editar' })
      .click();
    await page.getByLabel('Inativa').click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('OCPP Tag successfully updated!').waitFor();

    for (const path of ['/ocpptags', '/ocpptags/unknown', '/ocpptags/create']) {
      const { page: narrow } = await openPage(browser, { width: 390 });
      await signInAsAdmin(narrow, server.baseUrl, path);
      await narrow.locator('h2').first().waitFor();
      await narrow.waitForLoadState('networkidle');
      const name = {
        '/ocpptags': 'ocpp-tags',
        '/ocpptags/unknown': 'unknown-tags',
        '/ocpptags/create': 'ocpp-tag-form',
      }[path];
      await screenshot(narrow, name ?? 'tags');
    }
  });
});
