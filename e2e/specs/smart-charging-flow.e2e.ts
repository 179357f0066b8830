import {
  buildingLoad,
  httpPublisher,
  SimulatedSiteMeter,
  type PhaseAmps,
  type SimulatedStation,
} from '@chargedeck/simulator';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductApi } from '../support/product-api';
import { pickerDay, typeDate } from '../support/date-picker';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

const BREAKER_A = 32;
/** The balancer's margin under a 32 A breaker (the larger of 3% and 2 A). */
const MARGIN_A = 2;
const VOLTS = 220;
const STATIONS = ['E2E-SC-1', 'E2E-SC-2', 'E2E-SC-3'] as const;
const TAGS = ['E2E-SC-ANA', 'E2E-SC-BETO', 'E2E-SC-CAIO'] as const;
const METER_MAC = 'AA:BB:CC:00:32:01';
const METER_ID = 'e2e-sc-meter';
/** The building draws 3–7 A per phase, in a wave of one minute, the phases apart. */
const BUILDING = { meanA: 5, swingA: 2, periodSec: 60 };

interface GroupEvent {
  event_type: string;
  charge_box_id?: string | null;
  detail?: string | null;
}

/** What each simulated EV is offered per phase now (A), 0 when it has no recharge. */
const offeredAmps = (stations: readonly SimulatedStation[]) =>
  stations.map((s) => {
    const connector = s.connector(1);
    return connector.transaction ? connector.offeredW / (VOLTS * 3) : 0;
  });

const round = (a: number) => Math.round(a * 10) / 10;
async function json<T>(api: ProductApi, path: string): Promise<T> {
  const answer = await api.call('GET', path);
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

describe('Smart charging: three simulated chargers under a 32 A breaker, a simulated meter and a varying building', () => {
  const product = useProduct({ robotCheck: 'off' });
  let api: ProductApi;
  const stations: SimulatedStation[] = [];
  let meter: SimulatedSiteMeter;
  /** Every reading the simulated meter sent, with when. */
  const readings: { at: number; amps: PhaseAmps }[] = [];
  let groupId = 0;

  beforeAll(async () => {
    api = await product.adminApi();
    for (const id of STATIONS) {
      await api.create('/api/chargepoints', {
        ...stationFields(id),
        system: 'THREE_PHASE',
        phase: 'ABC',
        voltage: '220/380',
        chargingRateUnit: 'A',
      });
    }
    for (const tag of TAGS)
      await api.create('/api/ocpptags', { id_tag: tag, tenant_pk: 1, note: `Cartão ${tag}` });
    const registered = await api.create<{ token: string }>('/smart-charging/meters', {
      mac_address: METER_MAC,
      device_remote_id: METER_ID,
    });
    // Vehicles that take 32 A (random 0.99 picks the 22 kW on-board charger), Current.Import
    // every 2 s, a meter reading every second.
    for (const id of STATIONS) {
      stations.push(
        await product.connectStation(id, {
          connectors: 1,
          voltage: VOLTS,
          phases: 3,
          meterIntervalSec: 2,
          random: () => 0.99,
        }),
      );
    }
    meter = new SimulatedSiteMeter({
      stations,
      building: buildingLoad({ ...BUILDING, random: () => 0.5 }),
      publisher: httpPublisher(product.baseUrl, registered.token),
      everySec: 1,
      onReading: (amps, error) => {
        if (!error) readings.push({ at: Date.now(), amps });
      },
    });
    meter.start();
    return async () => {
      await meter.close();
    };
  });

  it('the operator creates the configuration with smart charging through the form', async () => {
    const { page, context } = await product.signedInPage({
      width: 1280,
      path: '/virtual-groups/create',
    });
    await page.getByRole('heading', { name: 'Nova configuração' }).waitFor();
    await page.getByLabel('Nome').fill('Garagem do prédio');
    await page.getByLabel('Descrição').fill('Três carregadores num disjuntor de 32 A');
    await page.getByRole('link', { name: 'Selecionar carregadores' }).click();
    await page.waitForURL((url) => url.pathname === '/virtual-groups/chargeboxes/select');
    for (const id of STATIONS) await page.getByLabel(`Selecionar ${id}`).check();
    await page.getByText('3 carregadores selecionados').waitFor();
    await page.getByRole('button', { name: 'Concluir seleção' }).click();
    await page.waitForURL((url) => url.pathname === '/virtual-groups/create');
    await page.getByLabel('Configurar smart charging nesta configuração').click();
    await page.getByText(/eletricista qualificado/).waitFor();
    await typeDate(page, 'Data de início', pickerDay(-1));
    await typeDate(page, 'Data de término', pickerDay(30));
    await page.getByLabel('Corrente nominal do disjuntor (A)').fill(String(BREAKER_A));
    await page.getByRole('button', { name: 'Vincular medidor' }).click();
    await page.getByLabel('Endereço MAC').fill(METER_MAC);
    await page.getByRole('button', { name: 'Conectar' }).click();
    await page.getByText(`Medidor online · ${METER_ID}`).waitFor();
    await page.getByRole('button', { name: 'Vincular', exact: true }).click();
    await page.getByTestId('linked-meter').getByText(METER_ID).waitFor();
    await screenshot(page, 'smart-charging-form');
    await page.getByRole('button', { name: 'Criar Configuração' }).click();
    await page.waitForURL((url) => /^\/virtual-groups\/view\/\d+$/.test(url.pathname));
    groupId = Number(new URL(page.url()).pathname.split('/').pop());
    await context.close();

    const link = await json<{
      enabled: boolean;
      smart_charging: {
        enabled: boolean;
        current_nominal_a: number;
        meter_device_remote_id: string;
      } | null;
    }>(api, `/gateway/virtual-groups/smart-charging/${groupId}`);
    expect(link.enabled).toBe(true);
    expect(link.smart_charging).toMatchObject({
      enabled: true,
      current_nominal_a: BREAKER_A,
      meter_device_remote_id: METER_ID,
    });
  });

  it('all three drivers charge; the limits share the breaker and the phases settle under it', async () => {
    for (const [i, station] of stations.entries()) {
      station.plugIn(1);
      expect((await station.startTransaction(1, TAGS[i])).status).toBe('Accepted');
    }
    // Every EV gets a limit of at least 6 A, and together they stay within what the building
    // leaves under the breaker after the margin.
    const settled = await vi.waitFor(
      () => {
        const amps = offeredAmps(stations);
        expect(
          amps.every((a) => a >= 6 && a < 32),
          `offered ${amps.map(round)}`,
        ).toBe(true);
        const sum = amps.reduce((s, a) => s + a, 0);
        expect(sum).toBeGreaterThan(BREAKER_A - MARGIN_A - BUILDING.meanA - BUILDING.swingA - 4);
        return amps;
      },
      { timeout: 40_000, interval: 500 },
    );
    expect(settled.reduce((s, a) => s + a, 0)).toBeLessThanOrEqual(
      BREAKER_A - MARGIN_A - (BUILDING.meanA - BUILDING.swingA) + 0.5,
    );
    // Ten seconds of readings once settled: every phase under the breaker.
    const from = Date.now();
    await new Promise((r) => setTimeout(r, 10_000));
    const late = readings.filter((r) => r.at >= from);
    expect(late.length).toBeGreaterThanOrEqual(5);
    for (const { amps } of late)
      for (const a of amps) expect(a, `reading ${amps.map(round)}`).toBeLessThanOrEqual(BREAKER_A);

    // The server read the same: its latest reading is under the breaker on every phase.
    const m = await json<{ current: { phase: Record<'01' | '02' | '03', number> } }>(
      api,
      `/smart-charging/meters/measurements?device_remote_id=${METER_ID}`,
    );
    for (const a of Object.values(m.current.phase)) expect(a).toBeLessThanOrEqual(BREAKER_A);

    const events = await json<{ content: GroupEvent[] }>(
      api,
      `/gateway/virtual-groups/${groupId}/events?size=100`,
    );
    const types = events.content.map((e) => e.event_type);
    expect(types.filter((t) => t.startsWith('SmartCharging')).length).toBeGreaterThanOrEqual(3);

    // The Smart Charging tab: the phases of the last hour against the 32 A line, the highest
    // phase now under it; the Eventos tab tells the limits given.
    const { page, context } = await product.signedInPage({
      width: 1280,
      path: `/virtual-groups/view/${groupId}`,
    });
    await page.getByRole('tab', { name: 'Smart Charging' }).click();
    const chart = page.getByTestId('smart-charging-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-breaker')).toBe(String(BREAKER_A));
    expect(Number(await chart.getAttribute('data-readings'))).toBeGreaterThan(0);
    const highest = page
      .getByRole('tabpanel')
      .locator('.ant-descriptions-item', { hasText: 'Maior fase agora' })
      .locator('.ant-descriptions-item-content');
    const highestA = Number((await highest.innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
    expect(highestA).toBeGreaterThan(0);
    expect(highestA).toBeLessThanOrEqual(BREAKER_A);
    await screenshot(page, 'smart-charging-tab');
    await page.getByRole('tab', { name: 'Eventos' }).click();
    await page
      .getByRole('cell', { name: /E2E-SC-\d #1: (Recarga retomada|Limite de corrente alterado)/ })
      .first()
      .waitFor();
    await context.close();
  }, 90_000);

  it('one driver leaves and the two others get the current it freed', async () => {
    const before = offeredAmps(stations);
    await stations[0]!.stopTransaction(1);
    const after = await vi.waitFor(
      () => {
        const amps = offeredAmps(stations).slice(1);
        for (const [i, a] of amps.entries())
          expect(a, `offered ${amps.map(round)}`).toBeGreaterThan(before[i + 1]! + 2);
        return amps;
      },
      { timeout: 30_000, interval: 500 },
    );
    expect(after.reduce((s, a) => s + a, 0)).toBeLessThanOrEqual(
      BREAKER_A - MARGIN_A - (BUILDING.meanA - BUILDING.swingA) + 0.5,
    );
    const from = Date.now();
    await new Promise((r) => setTimeout(r, 5_000));
    for (const { amps } of readings.filter((r) => r.at >= from))
      for (const a of amps) expect(a).toBeLessThanOrEqual(BREAKER_A);
  }, 50_000);
});
