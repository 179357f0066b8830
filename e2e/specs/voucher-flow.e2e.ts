import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createPricedStation,
  handClockedStation,
  priceOf as stationPriceOf,
  walletDriver,
  type SimulatedDriver,
  type StationPrice,
} from '../support/priced-stations';
import { brl, drawerFields } from '../support/money-screens';
import { apiLogin, ProductApi } from '../support/product-api';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { createVoucherOnScreen } from '../support/voucher-screens';

interface Movement {
  transactionPk: number;
  targetType: string;
  paymentType: string | null;
  paymentStatus: string | null;
  paymentTransactionAmount: number | null;
  moneyVoucher: number | null;
  voucherUnitPk: number | null;
}

interface VoucherDetail {
  voucher_pk: number;
  status: string;
  total: number;
  used_total: number;
  not_used_total: number;
  kind_value_used: number;
  kind_value_balance: number | null;
}

interface HistoryEntry {
  transaction_pk: number;
  transaction_amount: number | null;
  voucher: { kind_value_used: number; kind_value_balance: number | null };
}

const MONEY_STATION = 'E2E-VF-1';
const MONEY_STATION_NAME = 'Estação do Voucher';
const OTHER_STATION = 'E2E-VF-2';
const OTHER_STATION_NAME = 'Estação Geral';
/** R$ 1,50 per kWh plus R$ 1,00 per recharge on both stations. */
const PRICE: StationPrice = { perKwh: 150, perRecharge: 100 };
/** A driver of this spec: its card E2E-VF-<NAME>, its e-mail <name>.vf@example.com. */
const vfDriver = (firstName: string): SimulatedDriver => ({
  tag: `E2E-VF-${firstName.toUpperCase()}`,
  firstName,
  email: `${firstName.toLowerCase()}.vf@example.com`,
});
const ANA = vfDriver('Ana');
const BETO = vfDriver('Beto');
const CAIO = vfDriver('Caio');
const DUDA = vfDriver('Duda');
/** The money voucher: R$ 10,00 shared by Ana and Beto. */
const MONEY_VALUE = 1000;
const PERCENT = 20;
const KWH_VALUE = 2;
const WALLET = 5000;
/** Every simulated recharge lasts 20 minutes of the stations' clock. */
const CHARGE_MS = 20 * 60_000;

const kwh = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 3 })} kWh`;
const utc = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

async function json<T>(api: ProductApi, path: string): Promise<T> {
  const answer = await api.call('GET', path);
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

const movements = async (api: ProductApi) =>
  (
    await json<{ content: Movement[] }>(
      api,
      '/api/financial/transactions?searchTenantChildren=true',
    )
  ).content;

/** The price of a recharge of `wh` on the stations. */
const priceOf = (wh: number) => stationPriceOf(PRICE, wh);

describe('Vouchers spent by simulated drivers: money for two guests, percent by activation, kWh', () => {
  const product = useProduct({ robotCheck: 'off', env: { PAYMENT_SANDBOX_DELAY_MS: '0' } });
  let api: ProductApi;
  let moneyStationPk = 0;
  const vouchers = { money: 0, percent: 0, kwh: 0 };
  const userPks = new Map<string, number>();

  beforeAll(async () => {
    api = await product.adminApi();
    moneyStationPk = await createPricedStation(api, MONEY_STATION, MONEY_STATION_NAME, PRICE);
    await createPricedStation(api, OTHER_STATION, OTHER_STATION_NAME, PRICE);
    // Every driver pays what a voucher leaves from a wallet topped up at the dashboard.
    for (const driver of [ANA, BETO, CAIO, DUDA])
      userPks.set(driver.tag, await walletDriver(api, driver, WALLET));
  });

  it('the operator creates the money voucher for two guests on one station through the screens', async () => {
    const { page, context } = await product.signedInPage({
      width: 1280,
      path: '/vouchers/create',
    });
    await createVoucherOnScreen(page, {
      code: 'dinheiro10',
      name: 'Crédito da frota',
      description: 'Dez reais para dois motoristas',
      kind: 'Reais',
      value: MONEY_VALUE,
      quantity: 2,
      chargeBoxId: MONEY_STATION,
      guests: [ANA.firstName, BETO.firstName],
    });
    await context.close();

    const list = await json<{ results: { voucher_pk: number }[] }>(
      api,
      '/api/vouchers?code=DINHEIRO10',
    );
    vouchers.money = list.results[0]!.voucher_pk;
    const detail = await json<{ charge_box_pks: number[]; user_pks: number[] }>(
      api,
      `/api/vouchers/${vouchers.money}`,
    );
    expect(detail.charge_box_pks).toEqual([moneyStationPk]);
    expect(detail.user_pks).toHaveLength(2);
  });

  it('a percent voucher activated by a driver and a kWh voucher for a guest, through the API', async () => {
    const start = utc(new Date(Date.now() - 86_400_000));
    const expire = utc(new Date(Date.now() + 30 * 86_400_000));
    const common = { start, expire, charge_box_pks: [], description: 'Promoção' };
    vouchers.percent = (
      await api.create<{ voucher_pk: number }>('/api/vouchers', {
        ...common,
        code: 'VINTE',
        title: 'Vinte por cento',
        kind: 'PERCENT_RECHARGE',
        kind_value: PERCENT,
        units: 5,
      })
    ).voucher_pk;
    const duda = userPks.get(DUDA.tag)!;
    vouchers.kwh = (
      await api.create<{ voucher_pk: number }>('/api/vouchers', {
        ...common,
        code: 'DOISKWH',
        title: 'Dois kWh',
        kind: 'KWH_RECHARGE',
        kind_value: KWH_VALUE,
        units: 1,
        user_pks: [duda],
      })
    ).voucher_pk;

    // Caio signs in (a driver signs in with any one permission) and activates the code.
    const caio = userPks.get(CAIO.tag)!;
    await api.create(`/api/users_data/${caio}/permissions`, { route: '/support' });
    const driver = new ProductApi(
      product.baseUrl,
      await apiLogin(product.baseUrl, CAIO.email, 'Secret123!'),
    );
    const activated = await driver.create<{ voucher_pk: number; source: string }>(
      '/api/driver/vouchers/activations',
      { code: 'vinte' },
    );
    expect(activated).toMatchObject({ voucher_pk: vouchers.percent, source: 'ACTIVATION' });
  });

  it('simulated drivers charge with each voucher; the detail pages and the financial movements show what each paid', async () => {
    const moneyStation = await handClockedStation(product, MONEY_STATION);
    const otherStation = await handClockedStation(product, OTHER_STATION);
    const ana = await moneyStation.charge(ANA.tag, CHARGE_MS);
    const beto = await moneyStation.charge(BETO.tag, CHARGE_MS);
    const caio = await otherStation.charge(CAIO.tag, CHARGE_MS);
    const duda = await otherStation.charge(DUDA.tag, CHARGE_MS);
    for (const recharge of [ana, beto, caio, duda]) expect(recharge.wh).toBeGreaterThan(2000);

    // What the server priced each recharge at, read back: the stations' price of the energy.
    await vi.waitFor(
      async () => {
        const rows = await movements(api);
        for (const { id } of [ana, beto, caio, duda]) {
          const row = rows.find((m) => m.transactionPk === id && m.targetType === 'TRANSACTION');
          expect(row?.paymentStatus).toBe('approved');
        }
      },
      { timeout: 15_000, interval: 200 },
    );
    const rows = await movements(api);
    const movement = (id: number) =>
      rows.find((m) => m.transactionPk === id && m.targetType === 'TRANSACTION')!;
    for (const { id, wh } of [ana, beto, caio, duda])
      expect(movement(id).paymentTransactionAmount, `recharge ${id}`).toBe(priceOf(wh));

    // The money voucher pays Ana's recharge whole, then what is left of Beto's.
    const anaAmount = priceOf(ana.wh);
    const betoAmount = priceOf(beto.wh);
    expect(anaAmount).toBeLessThan(MONEY_VALUE);
    expect(anaAmount + betoAmount).toBeGreaterThan(MONEY_VALUE);
    const betoVoucher = MONEY_VALUE - anaAmount;
    // The percent voucher takes its share off Caio's recharge.
    const caioAmount = priceOf(caio.wh);
    const caioVoucher = Math.round((caioAmount * PERCENT) / 100);
    // The kWh voucher pays the energy part of Duda's recharge for its 2 kWh (she drew more).
    const dudaAmount = priceOf(duda.wh);
    const dudaVoucher = KWH_VALUE * PRICE.perKwh;

    const expected = [
      { id: ana.id, amount: anaAmount, voucher: anaAmount, pk: vouchers.money, type: 'VOUCHER' },
      { id: beto.id, amount: betoAmount, voucher: betoVoucher, pk: vouchers.money, type: 'WALLET' },
      {
        id: caio.id,
        amount: caioAmount,
        voucher: caioVoucher,
        pk: vouchers.percent,
        type: 'WALLET',
      },
      { id: duda.id, amount: dudaAmount, voucher: dudaVoucher, pk: vouchers.kwh, type: 'WALLET' },
    ];
    for (const e of expected)
      expect(movement(e.id), `recharge ${e.id}`).toMatchObject({
        moneyVoucher: e.voucher,
        voucherUnitPk: e.pk,
        paymentType: e.type,
      });

    // The API's counters agree before the screens are read.
    const money = await json<VoucherDetail>(api, `/api/vouchers/${vouchers.money}`);
    expect(money).toMatchObject({
      status: 'USED',
      kind_value_used: MONEY_VALUE,
      kind_value_balance: 0,
    });
    const percent = await json<VoucherDetail>(api, `/api/vouchers/${vouchers.percent}`);
    expect(percent).toMatchObject({
      status: 'ACTIVE',
      total: 5,
      used_total: 1,
      not_used_total: 4,
      kind_value_used: caioVoucher,
    });
    const kwhVoucher = await json<VoucherDetail>(api, `/api/vouchers/${vouchers.kwh}`);
    expect(kwhVoucher).toMatchObject({ status: 'USED', kind_value_used: 2, kind_value_balance: 0 });
    const moneyHistory = await json<{ results: HistoryEntry[] }>(
      api,
      `/api/vouchers/${vouchers.money}/history`,
    );
    expect(
      moneyHistory.results.map((h) => [h.transaction_pk, h.transaction_amount, h.voucher]),
    ).toMatchObject([
      [beto.id, betoAmount, { kind_value_used: betoVoucher, kind_value_balance: 0 }],
      [ana.id, anaAmount, { kind_value_used: anaAmount, kind_value_balance: betoVoucher }],
    ]);

    const { page, context } = await product.signedInPage({
      width: 1280,
      path: `/voucher/${vouchers.money}`,
    });
    const indicator = (title: string) =>
      page.locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content');
    const history = page.locator('.ant-card', { hasText: 'Histórico de atividades' });
    const entry = (name: string) => history.locator('.ant-list-item', { hasText: name });

    // The money voucher: both guests used it, its history says what each recharge took.
    await page.getByRole('heading', { name: 'DINHEIRO10' }).waitFor();
    await page.getByText('Usado', { exact: true }).first().waitFor();
    await expect.poll(() => indicator('Total').innerText()).toBe('2');
    const facts = page.locator('.ant-descriptions').first();
    const fact = (label: string) =>
      facts
        .locator('.ant-descriptions-item', { has: page.getByText(label, { exact: true }) })
        .locator('.ant-descriptions-item-content');
    await expect.poll(() => fact('Usado do voucher').innerText()).toMatch(brl(MONEY_VALUE));
    await expect.poll(() => fact('Saldo restante').innerText()).toMatch(brl(0));
    // Units count drivers used up: a shared money balance leaves its guests NOT_USED.
    await expect.poll(() => indicator('Consumido').innerText()).toBe('0');
    await expect.poll(() => indicator('Disponível').innerText()).toBe('2');
    await entry(ANA.email).waitFor();
    for (const [driver, amount, used, balance] of [
      [ANA, anaAmount, anaAmount, betoVoucher],
      [BETO, betoAmount, betoVoucher, 0],
    ] as const) {
      const item = entry(driver.email);
      await item.getByText(MONEY_STATION_NAME, { exact: false }).waitFor();
      const text = await item.innerText();
      expect(text).toMatch(new RegExp(`Valor da recarga:\\s*${brl(amount).source}`));
      expect(text).toMatch(new RegExp(`Usado do voucher:\\s*${brl(used).source}`));
      expect(text).toMatch(new RegExp(`Saldo restante:\\s*${brl(balance).source}`));
    }
    await settled(page);
    await screenshot(page, 'voucher-flow/money');

    // The percent voucher: Caio activated it and took his one use.
    await page.goto(`${product.baseUrl}/voucher/${vouchers.percent}`);
    await page.getByRole('heading', { name: 'VINTE' }).waitFor();
    await page.getByText('Usuarios com Vouchers Ativados').waitFor();
    await page.getByText('Utilizado', { exact: true }).waitFor();
    await expect.poll(() => indicator('Total').innerText()).toBe('5');
    await expect.poll(() => fact('Usado do voucher').innerText()).toMatch(brl(caioVoucher));
    expect(await fact('Saldo restante').count()).toBe(0);
    await expect.poll(() => indicator('Consumido').innerText()).toBe('1');
    await expect.poll(() => indicator('Disponível').innerText()).toBe('4');
    {
      const text = await entry(CAIO.email).innerText();
      expect(text).toMatch(new RegExp(`Valor da recarga:\\s*${brl(caioAmount).source}`));
      expect(text).toMatch(new RegExp(`Usado do voucher:\\s*${brl(caioVoucher).source}`));
      expect(text).toContain('Saldo restante: —');
    }
    await settled(page);
    await screenshot(page, 'voucher-flow/percent');

    // The kWh voucher: its 2 kWh went into Duda's recharge.
    await page.goto(`${product.baseUrl}/voucher/${vouchers.kwh}`);
    await page.getByRole('heading', { name: 'DOISKWH' }).waitFor();
    await expect.poll(() => indicator('Total').innerText()).toBe('1');
    await expect.poll(() => fact('Usado do voucher').innerText()).toBe(kwh(KWH_VALUE));
    await expect.poll(() => fact('Saldo restante').innerText()).toBe(kwh(0));
    {
      await entry(DUDA.email).waitFor();
      const text = await entry(DUDA.email).innerText();
      expect(text).toMatch(new RegExp(`Valor da recarga:\\s*${brl(dudaAmount).source}`));
      expect(text).toContain(`Usado do voucher: ${kwh(KWH_VALUE)}`);
      expect(text).toContain(`Saldo restante: ${kwh(0)}`);
    }
    await settled(page);
    await screenshot(page, 'voucher-flow/kwh');

    // The financial movements: each recharge's drawer says what the voucher and the driver paid.
    await page.goto(`${product.baseUrl}/financial`);
    await page.getByRole('heading', { name: 'Movimentações financeiras' }).waitFor();
    const drawer = page.getByRole('dialog');
    for (const e of expected) {
      // Deposits share the ids of recharges: the recharge's row is the one that says so.
      const row = page
        .getByRole('row')
        .filter({ hasText: 'Recarga' })
        .filter({ has: page.getByRole('button', { name: `Ver detalhes ${e.id}`, exact: true }) });
      await row.getByText(brl(e.amount)).first().waitFor();
      await row.getByRole('button', { name: `Ver detalhes ${e.id}`, exact: true }).click();
      await drawer.getByText(`Movimentação ${e.id}`).waitFor();
      await expect
        .poll(() => drawerFields(drawer))
        .toMatchObject({
          Situação: 'Pago',
          Valor: expect.stringMatching(brl(e.amount)),
          Voucher: String(e.pk),
          'Pago pelo voucher': expect.stringMatching(brl(e.voucher)),
          'Pago pelo usuário': expect.stringMatching(brl(e.amount - e.voucher)),
        });
      if (e.id === beto.id) {
        await settled(page);
        await screenshot(page, 'voucher-flow/financial-drawer');
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    }
    await context.close();
  });
});
