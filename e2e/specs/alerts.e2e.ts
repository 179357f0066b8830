import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SimulatedStation } from '@chargedeck/simulator';
import { waitForLiveTopic } from '../support/live-topics';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';

const stationsShown = (page: Page) =>
  page
    .locator('[data-alert]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-alert') ?? ''));

/** Waits until no card is opening or closing (several may animate at once). */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.ant-motion-collapse').count()).toBe(0);
}

describe('alerts', () => {
  const product = useProduct({ robotCheck: 'off' });
  let stations: SimulatedStation[] = [];

  beforeAll(async () => {
    stations = await product.connectStations(['ALERT-A', 'ALERT-B']);
    for (const station of stations) await station.settled();
    await stations[0]?.fault(1, 'GroundFailure', 'Fuga de corrente no conector');
    await stations[0]?.settled();
    // A recharge of a second is a Short Recharge (Warning) with its transaction events.
    const api = await product.adminApi();
    const tag = await api.call('POST', '/api/ocpptags', {
      id_tag: 'ALERT-TAG',
      tenant_pk: 1,
      note: 'Cartão curto',
    });
    expect(tag.status).toBe(201);
    expect((await stations[1]?.startTransaction(1, 'ALERT-TAG'))?.status).toBe('Accepted');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await stations[1]?.stopTransaction(1);
    await stations[1]?.settled();
  });

  it('shows a station fault in Alerts, found by search, sorted by a header and expanded', async () => {
    const { context, page } = await product.signedInPage({ width: 1280, path: '/alerts' });
    await page.getByRole('heading', { name: 'Alertas' }).waitFor();
    const fault = page.locator('[data-alert="ALERT-A"][data-type="Failure"]');
    await fault.waitFor();
    expect(await page.locator('[data-alert="ALERT-B"]').count()).toBeGreaterThan(0);

    // By default only what needs an operator: no routine event (a station started).
    const booted = page.locator('[data-alert="ALERT-B"][data-type="StationBooted"]').first();
    expect(await page.locator('[data-type="StationBooted"]').count()).toBe(0);
    expect(await page.locator('[data-alert="ALERT-B"][data-type="Warning"]').count()).toBe(1);
    await page.getByRole('switch', { name: 'Mostrar todos os eventos' }).click();
    await booted.waitFor();

    // Only red alerts can be selected.
    await expect.poll(() => fault.getByRole('checkbox').isEnabled()).toBe(true);
    expect(await booted.getByRole('checkbox').isDisabled()).toBe(true);
    await fault.locator('.ant-checkbox').click();
    await page.getByText('1 selecionados').waitFor();
    await screenshot(page, 'alerts');

    // Sorting by station: ascending, then descending on a second click.
    const stationHeader = page.getByRole('button', { name: 'Ordenar por Estação' });
    await stationHeader.click();
    await expect.poll(async () => (await stationsShown(page))[0]).toBe('ALERT-A');
    await stationHeader.click();
    await expect.poll(async () => (await stationsShown(page))[0]).toBe('ALERT-B');
    expect(
      await page
        .getByRole('columnheader', { name: 'Ordenar por Estação' })
        .getAttribute('aria-sort'),
    ).toBe('descending');

    // Search in tag mode: spaces and case do not matter; a click on the tag removes it.
    const search = page.getByRole('combobox', { name: 'Buscar por nome ou ChargeboxId' });
    await search.fill('Alert - A');
    await search.press('Enter');
    await expect.poll(async () => new Set(await stationsShown(page))).toEqual(new Set(['ALERT-A']));
    await page.getByRole('button', { name: 'Remover alert-a' }).click();
    await expect
      .poll(async () => new Set(await stationsShown(page)))
      .toEqual(new Set(['ALERT-A', 'ALERT-B']));

    // The fault card opens to the connector and its error.
    await fault.click();
    await page.getByText('GroundFailure · Fuga de corrente no conector').waitFor();
    await settled(page);
    await screenshot(page, 'alerts-expanded');

    // A Short Recharge opens to the other events of its transaction.
    await fault.click();
    const warning = page.locator('[data-alert="ALERT-B"][data-type="Warning"]');
    await warning.click();
    const timeline = page.getByRole('region', { name: 'Eventos desta transação' });
    await timeline.getByText('Transação iniciada').waitFor();
    await timeline.getByText('Transação encerrada').waitFor();
    await settled(page);
    await screenshot(page, 'alerts-short-recharge');

    // A new fault comes to the top of the list without a reload.
    await page.getByRole('button', { name: 'Ordenar por Data' }).click();
    await page.getByRole('button', { name: 'Ordenar por Data' }).click();
    await waitForLiveTopic(page, '/notification/chargeBox');
    await stations[1]?.fault(2, 'HighTemperature', 'Conector aquecido');
    await page.locator('[data-alert="ALERT-B"][data-type="Failure"]').waitFor();
    expect((await stationsShown(page))[0]).toBe('ALERT-B');
    await context.close();
  });

  it('stacks the alert cards on a phone', async () => {
    const { context, page } = await product.signedInPage({ width: 390, path: '/alerts' });
    const fault = page.locator('[data-alert="ALERT-A"][data-type="Failure"]');
    await fault.waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'alerts');
    await fault.click();
    await page.getByText('GroundFailure · Fuga de corrente no conector').waitFor();
    await settled(page);
    await screenshot(page, 'alerts-expanded');
    await context.close();
  });
});
