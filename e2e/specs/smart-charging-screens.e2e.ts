import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLogin } from '../support/auth-flows';
import { pickerDay, typeDate } from '../support/date-picker';
import { chooseLanguage } from '../support/locale-check';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

const MAC = 'AA:BB:CC:00:22:01';
const METER = 'e2e-meter-1';
const TECHNICAL = {
  system: 'THREE_PHASE',
  phase: 'ABC',
  voltage: '220/380',
  chargingRateUnit: 'A',
};

/** Saves the e2e screenshot of the step. */
async function shot(page: Page, name: string) {
  await settled(page);
  await screenshot(page, `smart-charging/${name}`);
}

describe('smart-charging screens', () => {
  const product = useProduct({ robotCheck: 'off' });

  /** Pushes readings of the meter as its gateway would, the last one now. */
  async function pushReadings(token: string, phases: [number, number, number][]) {
    for (const [i, [a, b, c]] of phases.entries()) {
      const at = new Date(Date.now() - (phases.length - 1 - i) * 11_000).toISOString();
      const answer = await fetch(`${product.baseUrl}/smart-charging/meters/readings`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ timestamp: at, current: { phase: { '01': a, '02': b, '03': c } } }),
      });
      expect(answer.status).toBe(200);
    }
  }

  it('creates a configuration with smart charging and a meter, and shows banner, tab and columns', async () => {
    const api = await product.adminApi();
    await api.create('/api/chargepoints', { ...stationFields('E2E-SC-1'), ...TECHNICAL });
    await api.create('/api/chargepoints', stationFields('E2E-SC-2'));
    const meter = await api.create<{ token: string }>('/smart-charging/meters', {
      mac_address: MAC,
      device_remote_id: METER,
    });

    const { page } = await product.signedInPage({ width: 1280, path: '/virtual-groups/create' });
    await page.getByRole('heading', { name: 'Nova configuração' }).waitFor();
    await page.getByLabel('Nome').fill('Garagem SC');
    await page.getByLabel('Descrição').fill('Subsolo com disjuntor de 32 A');
    await page
      .getByRole('switch', { name: 'Configurar smart charging nesta configuração' })
      .click();
    await page.getByText(/eletricista qualificado/).waitFor();

    // With smart charging on, a charger without advanced settings cannot be picked.
    await page.getByRole('link', { name: 'Selecionar carregadores' }).click();
    await page.waitForURL((url) => url.pathname === '/virtual-groups/chargeboxes/select');
    await page
      .getByText(/Não é possível adicionar um carregador sem configurações avançadas/)
      .waitFor();
    await expect.poll(() => page.getByLabel('Selecionar E2E-SC-2').isDisabled()).toBe(true);
    await page.getByLabel('Selecionar E2E-SC-1').check();
    await shot(page, 'charger-select');
    await page.getByRole('button', { name: 'Concluir seleção' }).click();
    await page.waitForURL((url) => url.pathname === '/virtual-groups/create');

    // Bad input: the spec's texts under the fields.
    await page.getByRole('button', { name: 'Criar Configuração' }).click();
    await page.getByText('A data de início é um campo obrigatório').waitFor();
    await page.getByText('A data de término é um campo obrigatório').waitFor();
    await page.getByText('A corrente nominal do disjuntor (a) é um campo obrigatório').waitFor();
    await shot(page, 'form-errors');
    await typeDate(page, 'Data de início', pickerDay(30));
    await typeDate(page, 'Data de término', pickerDay(1));
    await page.getByRole('button', { name: 'Criar Configuração' }).click();
    await page.getByText('A data de início deve ser anterior a data final').waitFor();
    const current = page.getByLabel('Corrente nominal do disjuntor (A)');
    await current.pressSequentially('1234567');
    expect(await current.inputValue()).toBe('123.45');
    await current.fill('');
    await current.pressSequentially('32');
    await typeDate(page, 'Data de início', pickerDay(-1));
    await typeDate(page, 'Data de término', pickerDay(365));

    // The meter-link modal: not found, then online with its reading.
    await pushReadings(meter.token, [
      [10, 9, 8],
      [11, 9.5, 8],
      [10, 9, 8],
    ]);
    await page.getByRole('button', { name: 'Vincular medidor' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Endereço MAC').fill('AA:BB:CC:00:99:99');
    await modal.getByRole('button', { name: 'Conectar' }).click();
    await modal.getByText('Não foi possível encontrar o medidor').waitFor();
    await modal.getByLabel('Endereço MAC').fill(MAC);
    await modal.getByRole('button', { name: 'Conectar' }).click();
    await modal.getByText(`Medidor online · ${METER}`).waitFor();
    await modal.getByText(/Fase A: 10 A · Fase B: 9 A · Fase C: 8 A/).waitFor();
    await shot(page, 'meter-modal');
    await modal.getByRole('button', { name: 'Vincular', exact: true }).click();
    await page.getByTestId('linked-meter').getByText(new RegExp(METER)).waitFor();
    await shot(page, 'form-filled');

    await page.getByRole('button', { name: 'Criar Configuração' }).click();
    await page.getByText('Smart Charging criado com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/virtual-groups/view/'));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const link = await (
      await api.call('GET', `/gateway/virtual-groups/smart-charging/${id}`)
    ).json();
    expect(link).toMatchObject({
      enabled: true,
      smart_charging: { current_nominal_a: 32, meter_device_remote_id: METER, enabled: true },
    });

    // The banner: online with the latest reading and its time.
    await pushReadings(meter.token, [[28.5, 25, 17]]);
    const banner = page.getByTestId('meter-banner');
    await banner.getByText(/Fase A: 28,5 A · Fase B: 25 A · Fase C: 17 A/).waitFor();
    await banner.getByText(/Leitura de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/).waitFor();
    await page.getByText('32 A').first().waitFor();
    await shot(page, 'view-overview');

    // The tab: each phase over the last hour against the breaker line.
    await page.getByRole('tab', { name: 'Smart Charging' }).click();
    const chart = page.getByTestId('smart-charging-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-breaker')).toBe('32');
    await expect
      .poll(async () => Number(await chart.getAttribute('data-readings')))
      .toBeGreaterThan(1);
    await chart.getByRole('img', { name: 'Corrente por fase na última hora' }).waitFor();
    await shot(page, 'view-tab');

    // The columns of the list.
    await page.goto(`${product.baseUrl}/virtual-groups`);
    const row = page.getByRole('row', { name: /Garagem SC/ });
    await row.getByRole('cell', { name: METER }).waitFor();
    await row.getByText('Habilitada').first().waitFor();
    await page.getByRole('columnheader', { name: 'Smart Charging' }).waitFor();
    await shot(page, 'list');

    // A meter already tied to another group is refused with the spec's text.
    const other = await api.create<{ virtual_group_id: number }>('/gateway/virtual-groups', {
      name: 'Outra SC',
      description: 'Sem disjuntor próprio',
      charge_boxs: [],
    });
    await page.goto(`${product.baseUrl}/virtual-groups/edit/${other.virtual_group_id}`);
    await page.getByRole('switch', { name: 'Smart charging habilitado' }).click();
    await typeDate(page, 'Data de início', pickerDay(-1));
    await typeDate(page, 'Data de término', pickerDay(30));
    await page.getByLabel('Corrente nominal do disjuntor (A)').pressSequentially('40');
    await page.getByRole('button', { name: 'Vincular medidor' }).click();
    await page.getByRole('dialog').getByLabel('Endereço MAC').fill(MAC);
    await page.getByRole('dialog').getByRole('button', { name: 'Conectar' }).click();
    await page.getByRole('dialog').getByText(`Medidor online · ${METER}`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Vincular', exact: true }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page
      .getByText('Não foi possível criar o smart charging! Medidor já associado a outro grupo')
      .waitFor();
    await shot(page, 'meter-taken');

    // The same screens in English on a phone.
    const phone = (await product.signedInPage({ width: 390, path: `/virtual-groups/view/${id}` }))
      .page;
    await chooseLanguage(phone, 'English');
    await pushReadings(meter.token, [[27, 24, 18]]);
    await phone.getByText(`Meter online · ${METER}`).waitFor();
    await shot(phone, 'view-overview-en');
    // At 390 px the last tabs sit in the tab bar's overflow menu; the tab's address opens it.
    await phone.goto(`${product.baseUrl}/virtual-groups/view/${id}?tab=smart-charging`);
    await phone.getByTestId('smart-charging-chart').waitFor();
    await shot(phone, 'view-tab-en');
    await phone.goto(`${product.baseUrl}/virtual-groups/edit/${id}`);
    await phone.getByRole('switch', { name: 'Smart charging enabled' }).waitFor();
    await shot(phone, 'edit-en');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${product.baseUrl}/virtual-groups/view/${id}?tab=smart-charging`);
    await page.getByTestId('smart-charging-chart').waitFor();
    await shot(page, 'view-tab-pt');
  });

  it('a user without DASH_SMART_CHARGING_CREATE sees none of it', async () => {
    const api = await product.adminApi();
    const user = await api.create<{ data: { user_pk: number } }>('/api/users_data', {
      firstName: 'Sem SC',
      email: 'sem-sc@example.com',
      password: 'Secret123!',
      tenant_pk: 1,
    });
    // The configurations screens through the monetization role, without the smart-charging one.
    await api.create(`/api/users_data/${user.data.user_pk}/permissions`, {
      roleId: 'DASH_CVE_PRO_MONETIZATION_CONFIG',
    });
    const groups = await (await api.call('GET', '/gateway/virtual-groups/list')).json();
    const id = (groups as { content: { virtual_group_id: number; name: string }[] }).content.find(
      (g) => g.name === 'Garagem SC',
    )!.virtual_group_id;

    const { page } = await product.openPage({ width: 1280 });
    await page.goto(`${product.baseUrl}/auth/login`);
    await fillLogin(page, 'sem-sc@example.com', 'Secret123!');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${product.baseUrl}/virtual-groups`);
    await page.getByRole('row', { name: /Garagem SC/ }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Smart Charging' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Medidor' }).count()).toBe(0);

    await page.goto(`${product.baseUrl}/virtual-groups/view/${id}?tab=smart-charging`);
    await page.getByRole('tab', { name: 'Carregadores' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Smart Charging' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Eventos' }).count()).toBe(0);
    expect(await page.getByTestId('meter-banner').count()).toBe(0);
    await page.goto(`${product.baseUrl}/virtual-groups/create`);
    await page.getByRole('heading', { name: 'Nova configuração' }).waitFor();
    expect(await page.getByText(/smart charging/i).count()).toBe(0);
    await shot(page, 'without-permission');
  });
});
