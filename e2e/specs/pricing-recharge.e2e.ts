import { formatterOf, priceSession, type PricingEntry } from '@chargedeck/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';
import { WEEKDAYS } from '../support/weekdays';

/** The e2e tenant's zone (the tenant table's default): the profile's periods are read in it. */
const TIME_ZONE = 'America/Sao_Paulo';
/** The transaction detail's line item names (pt-BR catalogue). */
const KINDS: Record<string, string> = {
  start: 'Início',
  energy: 'Energia',
  duration: 'Duração',
  idle: 'Ociosidade',
  operationFee: 'Taxa de operação',
  taxes: 'Impostos',
};
/** …and the units after their quantities. */
const UNITS: Record<string, string> = { kWh: 'kWh', hour: 'h', recharge: 'recarga' };
const MINUTE = 60_000;
const DAY = 86_400_000;
const PROFILE = 'Tarde mais barata';
const STATIONS = ['E2E-PR-1', 'E2E-PR-2'] as const;
const ID_TAG = 'E2E-PR-TAG';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const calendar = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
/** HH:mm:ss on the tenant's wall clock. */
const wallTime = (ms: number) => clock.format(ms);
/** YYYY-MM-DD on the tenant's wall clock. */
const wallDate = (ms: number) => calendar.format(ms);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * A 30-minute recharge that ended before now and lies within one local day: its first half in
 * the day's general price, its second half in a time period that starts at its midpoint.
 */
function rechargePlan(now = Date.now()) {
  let start = Math.floor((now - 50 * MINUTE) / MINUTE) * MINUTE;
  if (wallDate(start) !== wallDate(start + 30 * MINUTE)) start -= 40 * MINUTE;
  const at = (minutes: number) => new Date(start + minutes * MINUTE).toISOString();
  const day = wallDate(start);
  const periodStart = wallTime(start + 15 * MINUTE);
  const later = start + 135 * MINUTE;
  const periodEnd = wallDate(later) === day ? wallTime(later) : '23:59:59';
  // A second period that the recharge does not touch: before it in the day, or after it.
  const early = wallTime(start) >= '06:00:00';
  return {
    day,
    tomorrow: addDays(day, 1),
    periods: [
      { start: periodStart, end: periodEnd, kwhPrice: 80 },
      early
        ? { start: '00:00:00', end: '05:00:00', kwhPrice: 60 }
        : { start: '20:00:00', end: '23:59:59', kwhPrice: 60 },
    ],
    startAt: at(0),
    stopAt: at(30),
    samples: [
      { at: at(0), wh: 0 },
      { at: at(10), wh: 2500 },
      { at: at(20), wh: 5500 },
      { at: at(30), wh: 8000 },
    ],
  };
}

/** The text of every row of the last table on the page that has `header` (the line items). */
async function tableRows(page: Page, header: string): Promise<string[][]> {
  const table = page.getByRole('table').filter({ hasText: header }).last();
  await table.locator('tbody tr.ant-table-row').first().waitFor();
  return table
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll(':scope > td')].map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

describe('A recharge priced by a configuration’s pricing profile', () => {
  const product = useProduct({ robotCheck: 'off' });

  it('shows in the transaction detail the amount and line items the engine gives', async () => {
    const plan = rechargePlan();
    const api = await product.adminApi();
    const stations = [];
    for (const chargeBoxId of STATIONS) {
      await api.create('/api/chargepoints', {
        ...stationFields(chargeBoxId, `Estação ${chargeBoxId}`),
        hasPayment: true,
        paymentChargeTypeCost: 'KWH',
        moneyPerKilowattCost: 999,
      });
      stations.push(await product.connectStation(chargeBoxId));
    }
    await api.cardUser(ID_TAG, 'Cartão da Rita', { firstName: 'Rita', email: 'rita@example.com' });

    // The profile: the recharge's weekday with a general price and two periods, and an
    // exception the day after.
    const { page } = await product.signedInPage({ width: 1280, path: '/dynamic-pricing' });
    await page.getByRole('button', { name: 'Criar perfil' }).click();
    await page.getByLabel('Nome do perfil').fill(PROFILE);
    await page.getByRole('button', { name: 'Criar', exact: true }).click();
    await page.waitForURL((url) => /^\/dynamic-pricing\/[0-9a-f-]{36}$/.test(url.pathname));
    const profilePath = new URL(page.url()).pathname;
    const uuid = profilePath.split('/').pop()!;

    const weekday = WEEKDAYS[weekdayOf(plan.day)]!;
    const card = page.locator('.ant-card').filter({ hasText: weekday }).first();
    await card.getByRole('button', { name: 'Definir preços' }).click();
    await page.getByRole('heading', { name: weekday }).waitFor();
    await page.getByRole('switch', { name: 'Valor de início' }).click();
    await page.locator('#general-servicePrice').fill('250');
    await page.locator('#general-kwhPrice').fill('150');
    await page.getByRole('switch', { name: 'Impostos' }).click();
    await page.locator('#general-taxes').fill('100');
    await expect.poll(() => page.locator('#general-taxes').inputValue()).toBe('10,0%');
    for (const [i, period] of plan.periods.entries()) {
      await page.getByRole('button', { name: 'Adicionar período' }).click();
      await page.locator(`#period-${i}-start`).fill(period.start);
      await page.locator(`#period-${i}-end`).fill(period.end);
      await page.locator(`#period-${i}-kwhPrice`).fill(String(period.kwhPrice));
    }
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL((url) => url.pathname === profilePath);
    await card.getByText('Precificação dinâmica habilitada').waitFor();

    await page.getByRole('button', { name: 'Adicionar exceção' }).click();
    await page.getByRole('heading', { name: 'Exceção' }).waitFor();
    await page.locator('#exception-start').fill(plan.tomorrow);
    await page.locator('#general-kwhPrice').fill('100');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL((url) => url.pathname === profilePath);
    await page.getByText(plan.tomorrow.split('-').reverse().join('/')).waitFor();

    // The configuration: both stations, priced by the profile.
    await page.goto(`${product.baseUrl}/virtual-groups/create`);
    await page.getByLabel('Nome').fill('Garagem Centro');
    await page.getByLabel('Descrição').fill('Duas estações simuladas');
    await page.getByRole('link', { name: 'Selecionar carregadores' }).click();
    await page.waitForURL((url) => url.pathname === '/virtual-groups/chargeboxes/select');
    for (const id of STATIONS) await page.getByLabel(`Selecionar ${id}`).check();
    await page.getByText('2 carregadores selecionados').waitFor();
    await page.getByRole('button', { name: 'Concluir seleção' }).click();
    await page.waitForURL((url) => url.pathname === '/virtual-groups/create');
    await page.getByRole('switch', { name: 'Precificação dinâmica habilitada' }).click();
    await page.getByLabel('Perfil de precificação').click();
    await page.locator(`.ant-select-item-option[title="${PROFILE}"]`).click();
    await page.getByRole('button', { name: 'Criar Configuração' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/virtual-groups/view/'));
    await page.getByRole('tab', { name: 'Perfil de Precificação' }).click();
    await page.getByText(PROFILE).first().waitFor();

    // The recharge, as the second station reports it over its socket, with its own clock.
    const station = stations[1]!;
    const started = await station.ctx.call('StartTransaction', {
      connectorId: 1,
      idTag: ID_TAG,
      meterStart: 0,
      timestamp: plan.startAt,
    });
    expect(started.idTagInfo.status).toBe('Accepted');
    for (const sample of plan.samples.slice(1, -1)) {
      await station.ctx.call('MeterValues', {
        connectorId: 1,
        transactionId: started.transactionId,
        meterValue: [
          {
            timestamp: sample.at,
            sampledValue: [
              {
                value: String(sample.wh),
                measurand: 'Energy.Active.Import.Register',
                unit: 'Wh',
                context: 'Sample.Periodic',
              },
            ],
          },
        ],
      });
    }
    await station.ctx.call('StopTransaction', {
      transactionId: started.transactionId,
      meterStop: plan.samples.at(-1)!.wh,
      timestamp: plan.stopAt,
      reason: 'EVDisconnected',
    });

    // What the engine says for the profile as stored and the same samples…
    const answer = await api.call('GET', `/api/dynamic-pricing/${uuid}/detail`);
    const { dynamicPricingDetailList: entries } = (await answer.json()) as {
      dynamicPricingDetailList: PricingEntry[];
    };
    expect(entries).toHaveLength(4);
    const priced = priceSession(
      { start: plan.startAt, stop: plan.stopAt, samples: plan.samples, timeZone: TIME_ZONE },
      entries,
    );
    // …which is the hand-worked price: 15 min at the general price (2,5 kWh + half of 3 kWh =
    // 4 kWh × R$ 1,50), 15 min in the period (1,5 kWh + 2,5 kWh = 4 kWh × R$ 0,80), the start
    // price, and the day's 10% taxes on the general price's items (R$ 2,50 + R$ 6,00 → R$ 0,85)
    // and on the period's (R$ 3,20 → R$ 0,32): the period sets only its kWh price, so it keeps
    // the day's taxes.
    expect(
      priced.lineItems.map((item) => [item.kind, item.source, item.quantity, item.amountCents]),
    ).toEqual([
      ['start', 'general', 1, 250],
      ['energy', 'general', 4, 600],
      ['energy', 'period', 4, 320],
      ['taxes', 'general', 0.1, 85],
      ['taxes', 'period', 0.1, 32],
    ]);
    expect(priced.totalCents).toBe(1287);

    // …and what the transaction detail shows, formatted as the pt-BR screen formats it.
    const format = formatterOf('pt-BR', { currency: 'BRL' });
    const expected = priced.lineItems.map((item) => [
      KINDS[item.kind]!,
      item.unit === 'fraction'
        ? format.percent(item.quantity * 100, 1)
        : `${format.number(item.quantity, 3)} ${UNITS[item.unit]!}`,
      item.unit === 'fraction' ? '' : format.money(item.unitPrice),
      format.money(item.amountCents),
    ]);
    await page.goto(`${product.baseUrl}/transactions`);
    const row = page.getByRole('row', { name: new RegExp(`Estação ${STATIONS[1]}`) });
    await row.getByRole('button', { name: /expand|expandir/i }).click();
    await page.getByText(`Preço pelo perfil ${PROFILE}`).waitFor();
    expect(await tableRows(page, 'Preço unitário')).toEqual(expected);
    const amount = page.getByText('Valor:', { exact: true }).locator('xpath=..');
    await expect.poll(() => amount.textContent()).toContain(format.money(priced.totalCents));
    await settled(page);
    await screenshot(page, 'pricing-recharge-detail');
  });
});
