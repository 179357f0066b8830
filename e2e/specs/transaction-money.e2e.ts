import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductApi } from '../support/product-api';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

/** The answer of a POST that created something. */
interface Created {
  data: Record<string, unknown>;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('Transaction money: idle payment, invoice resend and wallet debit', () => {
  // The sandbox issuer rejects every first invoice; a resend is authorised.
  const product = useProduct({ robotCheck: 'off', env: { INVOICE_SANDBOX_REJECT_RATE: '1' } });
  let transactionId = 0;
  let chargeBoxPk = 0;
  let api: ProductApi;
  let wide: Page;
  let narrow: Page;

  beforeAll(async () => {
    api = await product.adminApi();
    const created = await api.create<Created>('/api/chargepoints', {
      ...stationFields('E2E-IDLE-1', 'Estação Ociosa'),
      hasPayment: true,
      paymentChargeTypeCost: 'KWH',
      moneyPerKilowattCost: 150,
      moneyPerTransactionCost: 100,
      idleTimePrice: 50,
    });
    chargeBoxPk = Number(created.data.chargeBoxPk);
    const user = await api.cardUser<Created>('E2E-WALLET', 'Carteira da Iara', {
      firstName: 'Iara',
      email: 'iara@example.com',
    });
    await api.create(`/payments/customer-wallet/userDeposits/${String(user.data.user_pk)}`, {
      amount_cents: 5000,
      payment_type: 'MANUAL_DASHBOARD',
    });

    const station = await product.connectStation('E2E-IDLE-1');
    // A recharge the station reports with its own clock: charging ended 30 minutes ago and the
    // car was unplugged 25 minutes later.
    const status = (status: 'Charging' | 'SuspendedEV' | 'Available', timestamp: string) =>
      station.ctx.call('StatusNotification', {
        connectorId: 1,
        errorCode: 'NoError',
        status,
        timestamp,
      });
    await status('Charging', minutesAgo(60));
    const start = await station.ctx.call('StartTransaction', {
      connectorId: 1,
      idTag: 'E2E-WALLET',
      meterStart: 0,
      timestamp: minutesAgo(60),
    });
    transactionId = start.transactionId;
    await status('SuspendedEV', minutesAgo(30));
    await status('Available', minutesAgo(5));
    await station.ctx.call('StopTransaction', {
      transactionId,
      meterStop: 10_000,
      timestamp: minutesAgo(5),
      reason: 'EVDisconnected',
    });
  });

  it('resends a rejected invoice and cancels the idle payment from the transactions screen', async () => {
    wide = (await product.signedInPage({ width: 1280, path: '/transactions' })).page;
    const page = wide;
    const row = page.getByRole('row', { name: /Estação Ociosa/ });
    await row.getByText('WALLET').waitFor();
    // The first issue was rejected: the NF indicator is red and offers the retry.
    const rejected = row.getByRole('button', { name: /Rejeitada/ });
    await rejected.waitFor();
    await rejected.click();
    await page
      .getByText(
        'Ops! Parece que algo deu errado ao emitir a nota fiscal. Deseja tentar novamente?',
      )
      .filter({ visible: true })
      .waitFor();
    await page.getByRole('button', { name: 'Sair', exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'transaction-invoice-retry');
    await page.getByRole('button', { name: 'Tentar novamente', exact: true }).click();
    await page.getByText('Nota fiscal reenviada com sucesso!').waitFor();
    await row.getByText('Emitida').waitFor();

    await row.getByRole('button', { name: /expand|expandir/i }).click();
    await page.getByText('25m 00s').waitFor();
    await page.getByText(/R\$\s*12,50/).waitFor();
    const invoice = page.getByRole('link', { name: /Abrir nota fiscal/ });
    await invoice.waitFor();
    const href = (await invoice.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/api\/invoices\/\d+\/document\//);
    // The sandbox invoice speaks the reader's language, and says it is not a fiscal document.
    const url = new URL(href, product.baseUrl);
    const read = async (language: string) =>
      (await fetch(url, { headers: { 'accept-language': language } })).text();
    expect(await read('pt-BR')).toContain('não é um documento fiscal');
    expect(await read('en')).toContain('not a fiscal document');

    await page.getByRole('button', { name: 'Cancelar pagamento de ociosidade' }).click();
    await page.getByText('Pagamento de ociosidade cancelado com sucesso!').waitFor();
    const canceled = page.getByRole('button', { name: 'Pagamento de ociosidade cancelado' });
    await canceled.waitFor();
    expect(await canceled.isDisabled()).toBe(true);
    await screenshot(page, 'transaction-money');

    narrow = (await product.signedInPage({ width: 390, path: '/transactions' })).page;
    const narrowRow = narrow.getByRole('row', { name: /Estação Ociosa/ });
    await narrowRow.getByRole('button', { name: /expand|expandir/i }).click();
    await narrow.getByRole('button', { name: 'Pagamento de ociosidade cancelado' }).waitFor();
    await screenshot(narrow, 'transaction-money');
  });

  it("shows the recharge debit in the user's wallet statement", async () => {
    const page = wide;
    await page.goto(`${product.baseUrl}/users`);
    const row = page.getByRole('row', { name: /Iara/ });
    await row.getByRole('button', { name: /expand|expandir/i }).click();
    await page.getByText('Extrato da carteira').waitFor();
    await page.getByText(`Recarga #${transactionId}`).waitFor();
    await page.getByText(/R\$\s*16,00/).waitFor();
    // 50,00 deposited − 16,00 recharge; the cancelled idle charge was given back.
    await page.getByText(/Saldo: R\$\s*34,00/).waitFor();
    await screenshot(page, 'wallet-statement');

    await narrow.goto(`${product.baseUrl}/users`);
    await narrow
      .getByRole('row', { name: /Iara/ })
      .getByRole('button', { name: /expand|expandir/i })
      .click();
    await narrow.getByText(`Recarga #${transactionId}`).waitFor();
    await screenshot(narrow, 'wallet-statement');
  });

  it('edits the idle time price on the station payment tab', async () => {
    for (const page of [narrow, wide]) {
      await page.goto(`${product.baseUrl}/stations/edit/${chargeBoxPk}`);
      // On a phone the tabs wrap, so each one can be clicked where it stands.
      await page.getByRole('tab', { name: 'Pagamento' }).click();
      const price = page.getByLabel('Ociosidade, por minuto');
      await price.waitFor({ state: 'visible' });
      await expect.poll(() => price.inputValue()).toMatch(/^0[.,]50$/);
      await screenshot(page, 'station-idle-price');
    }
    const price = wide.getByLabel('Ociosidade, por minuto');
    await price.fill('0.75');
    // Connectors the station reported still need their type before the form saves.
    await wide.getByRole('tab', { name: 'Configurações técnicas' }).click();
    const types = wide.getByLabel('Tipo de conector', { exact: true });
    const openMenus = wide.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    for (const index of [0, 1]) {
      await expect.poll(() => openMenus.count()).toBe(0);
      await types.nth(index).click();
      await openMenus.locator('.ant-select-item-option[title="Type 2"]').click();
    }
    await expect.poll(() => openMenus.count()).toBe(0);
    await wide.getByRole('button', { name: 'Salvar' }).click();
    await wide.getByText('Estação atualizada com sucesso!').waitFor();
    const res = await api.call('GET', `/api/chargepoints/${chargeBoxPk}`);
    expect(JSON.stringify(await res.json())).toContain('"idleTimePrice":75');
  });
});
