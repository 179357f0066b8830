import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { brl, drawerFields } from '../support/money-screens';
import { apiLogin, ProductApi } from '../support/product-api';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

interface Created {
  data: { user_pk: number };
}

interface Movement {
  transactionPk: number;
  targetType: string;
  paymentStatus: string | null;
}

const STATION = 'E2E-MF-1';
const STATION_NAME = 'Estação do Fluxo';
const ID_TAG = 'E2E-MF-TAG';
const DRIVER = { firstName: 'Bruno', email: 'bruno.fluxo@example.com' };
/** The sandbox's always-approved test card (docs/configuration.md). */
const APPROVED_CARD = '4111111111111111';
const DEPOSIT = 8000;
/** 10 kWh at R$ 1,50 plus R$ 1,00 per recharge. */
const RECHARGE = 10 * 150 + 100;
const PARTIAL = 500;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function movements(api: ProductApi): Promise<Movement[]> {
  const answer = await api.call('GET', '/api/financial/transactions?searchTenantChildren=true');
  return ((await answer.json()) as { content: Movement[] }).content;
}

/** The spreadsheet the screen downloads, as rows of header → cell. */
async function spreadsheetRows(page: Page): Promise<Record<string, unknown>[]> {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar planilha' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('relatorio-movimentacoes-financeiras.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0]!;
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => (headers[column] = String(cell.value)));
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const cells: Record<string, unknown> = {};
    row.eachCell((cell, column) => (cells[headers[column] ?? column] = cell.value));
    rows.push(cells);
  });
  return rows;
}

describe('Money flow: a Pix top-up and a card-paid recharge, refunded in part then in full', () => {
  const product = useProduct({ robotCheck: 'off', env: { PAYMENT_SANDBOX_DELAY_MS: '0' } });
  let api: ProductApi;
  let rechargeId = 0;
  let depositId = 0;

  beforeAll(async () => {
    api = await product.adminApi();
    await api.create('/api/chargepoints', {
      ...stationFields(STATION, STATION_NAME),
      hasPayment: true,
      paymentChargeTypeCost: 'KWH',
      moneyPerKilowattCost: 150,
      moneyPerTransactionCost: 100,
    });
    const user = await api.cardUser<Created>(ID_TAG, 'Cartão do Bruno', DRIVER);
    // A driver signs in with any one permission (there is no app sign-in yet).
    await api.create(`/api/users_data/${user.data.user_pk}/permissions`, { route: '/support' });
    const driver = new ProductApi(
      product.baseUrl,
      await apiLogin(product.baseUrl, DRIVER.email, 'Secret123!'),
    );

    // The driver tops up by Pix through the driver API; the sandbox pays the pending charge.
    const topUp = await driver.create<{ paymentPk: number; status: string; pix: unknown }>(
      '/api/driver/wallet/top-ups',
      { method: 'pix', amountCents: DEPOSIT },
    );
    expect(topUp.status).toBe('pending');
    expect(topUp.pix).not.toBeNull();
    const paid = await api.call('POST', `/api/payments/sandbox/${topUp.paymentPk}/pix/pay`);
    expect(paid.status).toBe(200);

    // Recharges are paid by the card on file.
    const method = await driver.call('PUT', '/api/driver/payment-method', {
      method: 'CARD',
      cardToken: APPROVED_CARD,
    });
    expect(await method.json()).toEqual({ method: 'CARD', hasCard: true });

    const station = await product.connectStation(STATION);
    const start = await station.ctx.call('StartTransaction', {
      connectorId: 1,
      idTag: ID_TAG,
      meterStart: 0,
      timestamp: minutesAgo(40),
    });
    expect(start.idTagInfo.status).toBe('Accepted');
    rechargeId = start.transactionId;
    await station.ctx.call('StopTransaction', {
      transactionId: rechargeId,
      meterStop: 10_000,
      timestamp: minutesAgo(5),
      reason: 'EVDisconnected',
    });
    // The card payment is taken at the stop; both movements show once approved.
    await vi.waitFor(
      async () =>
        expect((await movements(api)).map((m) => `${m.targetType}:${m.paymentStatus}`)).toEqual(
          expect.arrayContaining(['TRANSACTION:approved', 'USER:approved']),
        ),
      { timeout: 15_000, interval: 200 },
    );
    depositId = (await movements(api)).find((m) => m.targetType === 'USER')!.transactionPk;
  });

  it('the row, the drawer, the wallet statement and the spreadsheet agree', async () => {
    const { page, context } = await product.signedInPage({ width: 1280, path: '/financial' });
    await page.getByRole('heading', { name: 'Movimentações financeiras' }).waitFor();
    const recharge = page.getByRole('row', { name: new RegExp(`Recarga.*${STATION_NAME}`) });
    const deposit = page.getByRole('row', { name: /Depósito/ });
    await recharge.waitFor();
    await deposit.waitFor();
    await recharge.getByText('Pago', { exact: true }).waitFor();
    await recharge.getByText(brl(RECHARGE)).waitFor();
    await deposit.getByText('Pago', { exact: true }).waitFor();
    await deposit.getByText(brl(DEPOSIT)).waitFor();
    const summary = (key: string) => page.getByTestId(`financial-summary-${key}`).innerText();
    await expect.poll(() => summary('totalTransactions')).toContain('2');
    await expect.poll(() => summary('totalValue')).toMatch(brl(DEPOSIT + RECHARGE));
    await expect.poll(() => summary('totalTransaction')).toMatch(brl(RECHARGE));
    await expect.poll(() => summary('totalUser')).toMatch(brl(DEPOSIT));

    // The recharge's drawer: paid by card, nothing refunded yet.
    await recharge.getByRole('button', { name: `Ver detalhes ${rechargeId}` }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`Movimentação ${rechargeId}`).waitFor();
    await expect
      .poll(() => drawerFields(drawer))
      .toMatchObject({
        Situação: 'Pago',
        Valor: expect.stringMatching(brl(RECHARGE)),
        Reembolsado: expect.stringMatching(brl(0)),
        Disponível: expect.stringMatching(brl(RECHARGE)),
      });

    // A partial refund of R$ 5,00.
    await drawer.getByRole('button', { name: 'Reembolsar' }).click();
    await drawer.getByText('Parcial', { exact: true }).click();
    await drawer.getByRole('textbox', { name: 'Valor parcial' }).fill(String(PARTIAL));
    await drawer.getByRole('button', { name: 'Confirmar reembolso' }).click();
    await page.getByText('Sua solicitação de estorno foi enviada com sucesso!').first().waitFor();
    await expect
      .poll(() => drawerFields(drawer))
      .toMatchObject({
        Situação: 'Devolução parcial',
        Valor: expect.stringMatching(brl(RECHARGE)),
        Reembolsado: expect.stringMatching(brl(PARTIAL)),
        Disponível: expect.stringMatching(brl(RECHARGE - PARTIAL)),
      });
    await recharge.getByText('Devolução parcial', { exact: true }).waitFor();
    await recharge.getByText(brl(RECHARGE)).waitFor();
    await settled(page);
    await screenshot(page, 'money-flow/partial-refund');
    // The drawer covers the page: closed for the download, opened again after it.
    const reopen = async () => {
      await recharge.getByRole('button', { name: `Ver detalhes ${rechargeId}` }).click();
      await drawer.getByText(`Movimentação ${rechargeId}`).waitFor();
    };
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    let sheet = await spreadsheetRows(page);
    const sheetRow = (id: number, type: string) =>
      sheet.find((r) => r['ID'] === id && r['Tipo'] === type);
    expect(sheet).toHaveLength(2);
    expect(sheetRow(rechargeId, 'Recarga')).toMatchObject({
      Valor: RECHARGE / 100,
      Reembolsado: PARTIAL / 100,
      Disponível: (RECHARGE - PARTIAL) / 100,
      'Status do pagamento': 'Devolução parcial',
    });

    // The rest, as a total refund.
    await reopen();
    await drawer.getByRole('button', { name: 'Reembolsar' }).click();
    await drawer.getByText('Total', { exact: true }).click();
    await drawer.getByRole('button', { name: 'Confirmar reembolso' }).click();
    await expect
      .poll(() => drawerFields(drawer))
      .toMatchObject({
        Situação: 'Reembolsado',
        Valor: expect.stringMatching(brl(RECHARGE)),
        Reembolsado: expect.stringMatching(brl(RECHARGE)),
        Disponível: expect.stringMatching(brl(0)),
      });
    await recharge.getByText('Reembolsado', { exact: true }).waitFor();
    expect(await drawer.getByRole('button', { name: 'Reembolsar' }).isDisabled()).toBe(true);
    await settled(page);
    await screenshot(page, 'money-flow/total-refund');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    sheet = await spreadsheetRows(page);
    expect(sheetRow(rechargeId, 'Recarga')).toMatchObject({
      Valor: RECHARGE / 100,
      Reembolsado: RECHARGE / 100,
      Disponível: 0,
      'Status do pagamento': 'Reembolsado',
    });
    expect(sheetRow(depositId, 'Depósito')).toMatchObject({
      Valor: DEPOSIT / 100,
      Reembolsado: 0,
      Disponível: DEPOSIT / 100,
    });

    // The wallet holds the Pix deposit alone: the card-paid recharge and its refunds never
    // touched it.
    await page.goto(`${product.baseUrl}/users`);
    await page
      .getByRole('row', { name: /Bruno/ })
      .getByRole('button', { name: /expand|expandir/i })
      .click();
    await page.getByText('Extrato da carteira').waitFor();
    await page.getByText(new RegExp(`Saldo: ${brl(DEPOSIT).source}`)).waitFor();
    await expect
      .poll(() =>
        page
          .locator('.ant-table-row')
          .filter({ hasText: brl(DEPOSIT) })
          .filter({ hasText: 'Pago' })
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await page.getByText(`Recarga #${rechargeId}`).count()).toBe(0);
    await settled(page);
    await screenshot(page, 'money-flow/wallet-statement');
    await context.close();
  });
});
