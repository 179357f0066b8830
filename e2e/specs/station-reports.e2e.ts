import { readFile } from 'node:fs/promises';
import { silentLogger, type SimulatedStation } from '@chargedeck/simulator';
import type { Download } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

describe('station reports', () => {
  const product = useProduct({ robotCheck: 'off' });
  let station: SimulatedStation | undefined;

  beforeAll(async () => {
    const api = await product.adminApi();
    for (const id of ['REP-NORTE', 'REP-SUL']) {
      await api.create('/api/chargepoints', stationFields(id, `Posto ${id}`));
    }
    await api.cardUser('E2E-REP-TAG', 'Cartão do Caio', {
      firstName: 'Caio',
      email: 'caio@example.com',
    });
    station = await product.connectStation('REP-NORTE', {
      meterIntervalSec: 1,
      logger: silentLogger,
    });
    const started = await station.startTransaction(1, 'E2E-REP-TAG');
    expect(started.status).toBe('Accepted');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await station.stopTransaction(1);
    await station.settled();
  });

  it('downloads the station Excel, the unified PDF and the individual zip from the station list', async () => {
    const { context, page } = await product.signedInPage({ width: 1280, path: '/stations' });
    await page.locator('[data-station="REP-NORTE"]').waitFor();

    // Excel of the filtered list: a real .xlsx (zip) with the one station searched.
    await page.getByPlaceholder('Buscar por ID ou descrição').fill('norte');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-station]').count()).toBe(1);
    const excel = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar Excel' }).click();
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
    const { context, page } = await product.signedInPage({ width: 390, path: '/stations' });
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
