import type { SimulatedStation } from '@chargedeck/simulator';
import { beforeAll, describe, expect, it } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';

describe('OCPP tags screens', () => {
  const product = useProduct({ robotCheck: 'off' });
  let station: SimulatedStation | undefined;

  beforeAll(async () => {
    [station] = await product.connectStations(['E2E-TAGS-1']);
  });

  it('approves a tag an unknown card tried, and the next Authorize is accepted', async () => {
    const first = await station?.startTransaction(1, 'CARD-E2E-1');
    expect(first?.status).toBe('Rejected');
    const { page } = await product.signedInPage({ width: 1280, path: '/ocpptags/unknown' });
    await page.getByText('Tags RFID Desconhecidas').first().waitFor();
    await page.getByRole('cell', { name: 'CARD-E2E-1', exact: true }).waitFor();
    await screenshot(page, 'unknown-tags');
    await page.getByRole('button', { name: 'Aprovar CARD-E2E-1' }).click();
    await page.getByText('CARD-E2E-1: Tag RFID aprovada com sucesso!').waitFor();
    await page.getByText('Nenhuma tag desconhecida').waitFor();

    const second = await station?.startTransaction(1, 'CARD-E2E-1');
    expect(second?.status).toBe('Accepted');
    await station?.stopTransaction(1);
  });

  it('creates, lists and edits a tag, refusing a duplicate', async () => {
    const { page } = await product.signedInPage({ width: 1280, path: '/ocpptags/create' });
    await page.getByLabel('Tag ID').fill('CARD-E2E-2');
    await page.getByLabel('Observação').fill('Cartão da frota');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('OCPP Tag criada com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/ocpptags');
    await page.getByRole('cell', { name: 'CARD-E2E-2', exact: true }).waitFor();
    await screenshot(page, 'ocpp-tags');

    await page.goto(`${product.baseUrl}/ocpptags/create`);
    await page.getByLabel('Tag ID').fill('CARD-E2E-2');
    await page.getByLabel('Observação').fill('De novo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Tag RFID CARD-E2E-2 já cadastrada!').waitFor();
    await screenshot(page, 'ocpp-tag-form');

    await page.goto(`${product.baseUrl}/ocpptags`);
    await page
      .getByRole('row', { name: /CARD-E2E-2/ })
      .getByRole('link', { name: 'Editar' })
      .click();
    await page.getByLabel('Inativa').click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('OCPP Tag atualizada com sucesso!').waitFor();

    for (const path of ['/ocpptags', '/ocpptags/unknown', '/ocpptags/create']) {
      const { page: narrow } = await product.signedInPage({ width: 390, path });
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
