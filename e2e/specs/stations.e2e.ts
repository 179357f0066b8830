import { silentLogger } from '@chargedeck/simulator';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';

const KEY = 'e2e-station-key-abcdef123';
const GROUP = 'Shopping Leste';

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

describe('stations and station groups', () => {
  // Tiles from a closed local port: the station form's map works without the internet.
  const product = useProduct({
    robotCheck: 'off',
    env: { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
  });

  beforeAll(async () => {
    // A driver of the network, to be found by CPF in the station's access control.
    const api = await product.adminApi();
    const tenants = (await (await api.call('GET', '/api/tenants')).json()) as {
      tenantList: { tenant_pk: number }[];
    };
    const [root] = tenants.tenantList;
    const created = await api.call('POST', '/api/users_data', {
      firstName: 'Bruna Dias',
      email: 'bruna@example.com',
      password: 'Secret123!',
      docType: 'CPF',
      docNumber: '529.982.247-25',
      phone: '+55 11 98888-0000',
      tenant_pk: root?.tenant_pk,
    });
    expect(created.status).toBe(201);
  });

  it('creates a station in the form, sees it Online once the simulator connects, and copies a group address into it', async () => {
    const { context, page } = await product.signedInPage({ width: 1280, path: '/stations' });
    await page.getByRole('button', { name: 'Nova Estação' }).click();
    await page.waitForURL((url) => url.pathname === '/stations/create');
    await page.getByLabel('ChargeBox ID').fill('E2E 1');
    await page.getByLabel('Descrição').fill('Estação do teste');
    await page.getByLabel('Chave de autorização').fill(KEY);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('O campo ChargeBox ID não pode conter espaços.').waitFor();
    await page.getByLabel('ChargeBox ID').fill('E2E-1');
    // A private station: its owner is found by CPF.
    await page.getByText('Privada', { exact: true }).click();
    const ownerCpf = page.getByLabel('CPF do proprietário');
    await ownerCpf.fill('529.982');
    await ownerCpf.press('Enter');
    await page.getByText('Por favor, informe um CPF válido para continuar.').waitFor();
    await ownerCpf.fill('111.444.777-35');
    await ownerCpf.press('Enter');
    await page.getByText('Usuário não encontrado!').waitFor();
    await ownerCpf.fill('52998224725');
    expect(await ownerCpf.inputValue()).toBe('529.982.247-25');
    await ownerCpf.press('Enter');
    await page
      .locator('.ant-select-selection-item', { hasText: 'Bruna Dias (bruna@example.com)' })
      .waitFor();
    await screenshot(page, 'station-form-general');
    await page.getByRole('tab', { name: 'Endereço' }).click();
    await page.getByTestId('station-map').waitFor();
    await page
      .getByTestId('station-map')
      .getByText('Mapa de fundo indisponível; clicar no mapa ainda define a posição.')
      .waitFor();
    await screenshot(page, 'station-form-address');
    await page.getByRole('tab', { name: 'Fotos' }).click();
    await screenshot(page, 'station-form-photos');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Estação criada com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/stations');

    const station = await product.connectStation('E2E-1', { password: KEY, logger: silentLogger });
    await station.settled();
    await page.reload();
    const card = page.locator('[data-station="E2E-1"]');
    await card.getByText('Online', { exact: true }).waitFor();
    expect(await card.locator('[data-state="available"]').count()).toBe(2);
    await screenshot(page, 'stations');
    await card.click();
    await page.getByRole('link', { name: 'Baixar PNG' }).waitFor();
    // Events and the station's type read as labels, never as raw codes.
    await page.getByText('Estação iniciada').first().waitFor();
    await page.getByText('Privada', { exact: true }).waitFor();
    expect(await page.getByText(/^(StationBooted|PRIVATE)$/).count()).toBe(0);
    await screenshot(page, 'station-card');

    await page.goto(`${product.baseUrl}/station_groups`);
    await page.getByRole('button', { name: 'Novo grupo' }).click();
    await page.getByRole('heading', { name: 'Criando grupo de estações' }).waitFor();
    await page.getByLabel('Nome', { exact: true }).fill('Grupo provisório');
    await page.getByLabel('CEP', { exact: true }).fill('01310-100');
    await expect
      .poll(() => page.getByLabel('Cidade', { exact: true }).inputValue())
      .toBe('São Paulo');
    await page.getByLabel('Número', { exact: true }).fill('500');
    await page.getByLabel('Latitude', { exact: true }).fill('-23.5614');
    await page.getByLabel('Longitude', { exact: true }).fill('-46.6559');
    await screenshot(page, 'station-group-form');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configuração de Carregadores criado/alterado com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/station_groups');
    await page.getByRole('cell', { name: 'Grupo provisório' }).waitFor();
    await page
      .getByRole('button', { name: /expand|expandir/i })
      .first()
      .click();
    await page.getByRole('button', { name: 'Editar Grupo' }).click();
    await page.getByRole('heading', { name: 'Editando grupo de estações' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Nome', { exact: true }).inputValue())
      .toBe('Grupo provisório');
    await page.getByLabel('Nome', { exact: true }).fill(GROUP);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('cell', { name: GROUP }).waitFor();
    await screenshot(page, 'station-groups');

    await page.goto(`${product.baseUrl}/stations`);
    await page.locator('[data-station="E2E-1"]').click();
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editando estação' }).waitFor();
    await choose(page, 'Grupo de estações', GROUP);
    await page.getByRole('tab', { name: 'Configurações técnicas' }).click();
    const types = page.getByLabel('Tipo de conector', { exact: true });
    const openMenus = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    for (const index of [0, 1]) {
      await expect.poll(() => openMenus.count()).toBe(0);
      await types.nth(index).click();
      await openMenus.locator('.ant-select-item-option[title="Type 2"]').click();
    }
    await expect.poll(() => openMenus.count()).toBe(0);
    await screenshot(page, 'station-form-technical');
    await page.getByRole('tab', { name: 'Endereço' }).click();
    await expect
      .poll(() => page.getByLabel('Rua', { exact: true }).inputValue())
      .toContain('Rua Sandbox 01310');
    expect(await page.getByLabel('Latitude', { exact: true }).inputValue()).toBe('-23.5614');
    const longitude = page.getByLabel('Longitude', { exact: true });
    const kept = await longitude.inputValue();
    await longitude.fill('-500');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('A longitude deve estar entre -180 e 180.').waitFor();
    await longitude.fill(kept);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Estação atualizada com sucesso!').waitFor();
    await context.close();
  });

  it('shows the list, an expanded card, the form and the groups at 390 px', async () => {
    const { context, page } = await product.signedInPage({ width: 390, path: '/stations' });
    const card = page.locator('[data-station="E2E-1"]');
    await card.waitFor();
    await screenshot(page, 'stations');
    await card.click();
    await page.getByRole('link', { name: 'Baixar PNG' }).waitFor();
    await screenshot(page, 'station-card');
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Descrição').waitFor();
    await screenshot(page, 'station-form-general');
    await page.getByRole('tab', { name: 'Endereço' }).click();
    await page.getByTestId('station-map').waitFor();
    await screenshot(page, 'station-form-address');
    await page.goto(`${product.baseUrl}/station_groups`);
    await page.getByRole('cell', { name: GROUP }).waitFor();
    await screenshot(page, 'station-groups');
    await context.close();
  });
});
