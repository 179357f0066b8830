import { describe, expect, it } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

describe('configuration (virtual group) screens', () => {
  const product = useProduct({ robotCheck: 'off' });

  it('creates a configuration with two stations, views it, and adds and removes chargers', async () => {
    await product.connectStations(['E2E-VG-1', 'E2E-VG-2']);
    const api = await product.adminApi();
    const third = await api.create<{ data: { chargeBoxPk: number } }>(
      '/api/chargepoints',
      stationFields('E2E-VG-3'),
    );

    const { page } = await product.signedInPage({ width: 1280, path: '/virtual-groups' });
    await page.getByText('Nenhuma configuração cadastrada').waitFor();
    await page.getByRole('button', { name: 'Criar Configuração' }).click();
    await page.waitForURL((url) => url.pathname === '/virtual-groups/create');
    await page.getByRole('heading', { name: 'Nova configuração' }).waitFor();

    // A form error shows under its field before anything is sent.
    await page.getByRole('button', { name: 'Criar Configuração' }).click();
    await page.getByText('O nome da configuração é um campo obrigatório').waitFor();
    await page.getByText('A descrição é um campo obrigatório').waitFor();
    await screenshot(page, 'configuration-form-errors');

    await page.getByLabel('Nome').fill('Shopping Norte');
    await page.getByLabel('Descrição').fill('Garagem do subsolo');
    await page.getByRole('link', { name: 'Selecionar carregadores' }).click();
    await page.waitForURL((url) => url.pathname === '/virtual-groups/chargeboxes/select');
    await page.getByLabel('Selecionar E2E-VG-1').check();
    await page.getByLabel('Selecionar E2E-VG-2').check();
    await page.getByText('2 carregadores selecionados').waitFor();
    await screenshot(page, 'configuration-chargers-select');
    await page.getByRole('button', { name: 'Concluir seleção' }).click();

    await page.waitForURL((url) => url.pathname === '/virtual-groups/create');
    await page.getByText('2 carregadores selecionados').waitFor();
    expect(await page.getByLabel('Nome').inputValue()).toBe('Shopping Norte');
    await page.getByRole('button', { name: 'Criar Configuração' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/virtual-groups/view/'));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Shopping Norte' }).waitFor();
    await settled(page);
    await screenshot(page, 'configuration-view');

    await page.getByRole('tab', { name: 'Carregadores' }).click();
    await page.getByRole('cell', { name: 'E2E-VG-1', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'E2E-VG-2', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Perfil de Precificação' }).click();
    await page.getByText('Precificação dinâmica habilitada').waitFor();
    await page.getByRole('tab', { name: 'Eventos' }).click();
    await page.getByRole('tab', { name: 'Eventos', selected: true }).waitFor();
    await page.getByRole('cell', { name: 'E2E-VG-1: Estação iniciada' }).waitFor();

    // Remove a charger, after confirming.
    await page.getByRole('tab', { name: 'Carregadores' }).click();
    await page
      .getByRole('row', { name: /E2E-VG-2/ })
      .getByRole('button', { name: 'Remover' })
      .click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await page.getByText('O carregador foi excluído com sucesso!').waitFor();
    await page.getByRole('cell', { name: 'E2E-VG-2', exact: true }).waitFor({ state: 'detached' });

    // Add a charger that another configuration takes meanwhile: the 409 text, then success.
    await page.getByRole('button', { name: 'Adicionar carregadores' }).click();
    await page.waitForURL((url) => url.pathname === `/virtual-groups/edit/${id}/chargeboxes`);
    const held = page.getByLabel('Selecionar E2E-VG-1');
    await expect.poll(() => held.isChecked()).toBe(true);
    await expect.poll(() => held.isDisabled()).toBe(true);
    await page.getByLabel('Selecionar E2E-VG-3').check();
    const rival = await api.create<{ virtual_group_id: number }>('/gateway/virtual-groups', {
      name: 'Rival',
      description: 'Outra',
      charge_boxs: [{ charge_box_id: third.data.chargeBoxPk }],
    });
    await page.getByRole('button', { name: 'Concluir seleção' }).click();
    await page.getByText('O carregador já pertence a outra configuração').waitFor();
    await screenshot(page, 'configuration-add-chargers');
    await api.call('DELETE', `/gateway/virtual-groups/${rival.virtual_group_id}`);
    await page.getByRole('button', { name: 'Concluir seleção' }).click();
    await page.getByText('Carregadores adicionados com sucesso!').waitFor();
    await page.waitForURL((url) => url.search === '?tab=chargers');
    await page.getByRole('cell', { name: 'E2E-VG-3', exact: true }).waitFor();

    await page.goto(`${product.baseUrl}/virtual-groups`);
    const row = page.getByRole('row', { name: /Shopping Norte/ });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('2');
    // The administrator holds DASH_SMART_CHARGING_CREATE: the smart-charging and meter columns.
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      'Nome',
      'Descrição',
      'Carregadores',
      'Precificação',
      'Smart Charging',
      'Medidor',
    ]);
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('Desabilitada');
    expect(await row.getByRole('cell').nth(5).textContent()).toBe('—');
    await screenshot(page, 'configurations');

    for (const [path, name] of [
      ['/virtual-groups', 'configurations'],
      ['/virtual-groups/create', 'configuration-form'],
      [`/virtual-groups/view/${id}`, 'configuration-view'],
      [`/virtual-groups/edit/${id}/chargeboxes`, 'configuration-add-chargers'],
    ] as const) {
      const { page: narrow } = await product.signedInPage({ width: 390, path });
      await narrow.locator('h2').first().waitFor();
      await narrow.waitForLoadState('networkidle');
      await settled(narrow);
      await screenshot(narrow, name);
    }
  });
});
