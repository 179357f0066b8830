import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download } from 'playwright-core';
import { SimulatedStation, silentLogger } from '@chargedeck/simulator';
import { signInAsAdmin } from '../support/auth-flows';
import { launchBrowser, openPage } from '../support/browser';
import { apiLogin } from '../support/product-api';
import { screenshot, settled } from '../support/screenshots';
import { ADMIN, startServer, type RunningServer } from '../support/server';
import { STATION_PASSWORD } from '../support/simulated-stations';

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

describe('station reports', () => {
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
    for (const id of ['REP-NORTE', 'REP-SUL']) {
      await post('chargepoints', {
        chargeBoxId: id,
        description: `Posto ${id}`,
        ocppSecurityProfile: 1,
        authorizationKey: STATION_PASSWORD,
      });
    }
    await post('ocpptags', { id_tag: 'E2E-REP-TAG', tenant_pk: 1, note: 'Cartão do Caio' });
    await post('users_data', {
      firstName: 'Caio',
      email: 'caio@example.com',
      password: 'Secret123!',
      tenant_pk: 1,
      ocppTags: ['E2E-REP-TAG'],
    });
    station = new SimulatedStation({
      url: `${server.baseUrl.replace(/^http/, 'ws')}/ocpp`,
      chargeBoxId: 'REP-NORTE',
      password: STATION_PASSWORD,
      meterIntervalSec: 1,
      logger: silentLogger,
    });
    await station.connect();
    const started = await station.startTransaction(1, 'E2E-REP-TAG');
    expect(started.status).toBe('Accepted');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await station.stopTransaction(1);
    await station.settled();
  });
  afterAll(async () => {
    await station?.stop();
    await browser?.close();
    await server?.stop();
  });

  it('downloads the station Excel, the unified PDF and the individual zip from the station list', async () => {
    const { context, page } = await openPage(browser, { width: 1280 });
    await signInAsAdmin(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/stations`);
    await page.locator('[data-station="REP-NORTE"]').waitFor();

    // Excel of the filtered list: a real .xlsx (zip) with the one station searched.
    await page.getByPlaceholder('Buscar por ID ou descrição').fill('norte');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-station]').count()).toBe(1);
    const excel = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const xlsx = await excel;
    expect(xlsx.suggestedFilename()).toBe('stations.xlsx');
    const xlsxBytes = await bytesOf(xlsx);
    expect(xlsxBytes.subarray(0, 2).toString()).toBe('PK');
    expect(xlsxBytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);

    // Unified report: the period dialog, a progress indicator, then a PDF.
    await page.getByRole('button', { name: /Relatório/ }).click();
    await page.getByRole('menuitem', { name: 'Relatório Unificado (PDF)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relatório Unificado (PDF)' });
    await dialog.getByLabel('Custo por kWh').fill('1.5');
    await settled(page);
    await screenshot(page, 'station-report-dialog');
    const pdf = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Gerar' }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toBe('assessment-report.pdf');
    const pdfBytes = await bytesOf(pdfFile);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    await dialog.waitFor({ state: 'hidden' });

    // Individual report: one PDF per card user, in a zip.
    await page.getByRole('button', { name: /Relatório/ }).click();
    await page.getByRole('menuitem', { name: 'Relatório Individual (ZIP)' }).click();
    const zip = page.waitForEvent('download');
    await page
      .getByRole('dialog', { name: 'Relatório Individual (ZIP)' })
      .getByRole('button', { name: 'Gerar' })
      .click();
    const zipFile = await zip;
    expect(zipFile.suggestedFilename()).toBe('individual-reports.zip');
    const zipBytes = await bytesOf(zipFile);
    expect(zipBytes.subarray(0, 2).toString()).toBe('PK');
    expect(zipBytes.toString('latin1')).toMatch(/Caio-\d+\.pdf/);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await settled(page);
    await screenshot(page, 'station-reports');
    await context.close();
  });

  it('shows the report controls on a phone', async () => {
    const { context, page } = await openPage(browser, { width: 390 });
    await signInAsAdmin(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/stations`);
    await page.locator('[data-station="REP-NORTE"]').waitFor();
    await screenshot(page, 'station-reports');
    await page.getByRole('button', { name: /Relatório/ }).click();
    await page.getByRole('menuitem', { name: 'Relatório Unificado (PDF)' }).click();
    await page.getByRole('dialog', { name: 'Relatório Unificado (PDF)' }).waitFor();
    await settled(page);
    await screenshot(page, 'station-report-dialog');
    await context.close();
  });
});
