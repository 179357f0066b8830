import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../support/locale-check';
import { openMenuPage } from '../support/navigation';
import type { ProductApi } from '../support/product-api';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

interface Created {
  data: Record<string, unknown>;
}

interface Movement {
  transactionPk: number;
  targetType: string;
  paymentStatus: string | null;
  paymentTransactionAmount: number;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** The movements the API lists for this month, as the screen asks for them. */
async function movements(api: ProductApi): Promise<Movement[]> {
  const answer = await api.call('GET', '/api/financial/transactions?searchTenantChildren=true');
  const body = (await answer.json()) as { content: Movement[] };
  return body.content;
}

describe('Financial movements: a deposit and a recharge, filtered, opened and refunded in part', () => {
  const product = useProduct({ robotCheck: 'off' });
  let api: ProductApi;
  let rechargeId = 0;

  beforeAll(async () => {
    api = await product.adminApi();
    await api.create('/api/chargepoints', {
      ...stationFields('E2E-FIN-1', 'Estação Financeira'),
      hasPayment: true,
      paymentChargeTypeCost: 'KWH',
      moneyPerKilowattCost: 150,
      moneyPerTransactionCost: 100,
    });
    const user = await api.cardUser<Created>('E2E-FIN-TAG', 'Carteira da Iara', {
      firstName: 'Iara',
      email: 'iara.fin@example.com',
    });
    await api.create(`/payments/customer-wallet/userDeposits/${String(user.data.user_pk)}`, {
      amount_cents: 5000,
      payment_type: 'MANUAL_DASHBOARD',
    });
    const station = await product.connectStation('E2E-FIN-1');
    const start = await station.ctx.call('StartTransaction', {
      connectorId: 1,
      idTag: 'E2E-FIN-TAG',
      meterStart: 0,
      timestamp: minutesAgo(40),
    });
    rechargeId = start.transactionId;
    await station.ctx.call('StopTransaction', {
      transactionId: rechargeId,
      meterStop: 10_000,
      timestamp: minutesAgo(5),
      reason: 'EVDisconnected',
    });
    // The recharge is paid from the wallet at the stop: its movement shows once approved.
    const wanted = ['TRANSACTION:approved', 'USER:approved'];
    let seen: string[] = [];
    for (let attempt = 0; attempt < 30 && !wanted.every((w) => seen.includes(w)); attempt += 1) {
      if (attempt > 0) await new Promise((done) => setTimeout(done, 500));
      seen = (await movements(api)).map((m) => `${m.targetType}:${m.paymentStatus}`);
    }
    expect(seen).toEqual(expect.arrayContaining(wanted));
  });

  async function rowOf(page: Page, name: RegExp) {
    const row = page.getByRole('row', { name });
    await row.first().waitFor();
    return row.first();
  }

  it('pt-BR at 1280 px: summary, filters, drawer and a partial refund', async () => {
    const { page, context } = await product.signedInPage({ width: 1280 });
    await openMenuPage(page, 1280, 'Movimentações financeiras');
    await page.getByRole('heading', { name: 'Movimentações financeiras' }).waitFor();
    await rowOf(page, /Recarga.*Estação Financeira/);
    await rowOf(page, /Depósito/);
    await expect
      .poll(() => page.getByTestId('financial-summary-totalTransactions').innerText())
      .toContain('2');
    await expect
      .poll(() => page.getByTestId('financial-summary-totalUser').innerText())
      .toMatch(/R\$\s*50,00/);
    await settled(page);
    await screenshot(page, 'financial/pt-BR');

    // The search strips spaces and ignores case; an e-mail of nobody lists nothing.
    const search = page.getByRole('searchbox', { name: /Buscar por e-mail/ });
    await search.fill('  IARA.fin @Example.com ');
    await rowOf(page, /Depósito/);
    await search.fill('ninguem@example.com');
    await page.getByText('Não há movimentações financeiras.').waitFor();
    await search.fill('');
    await rowOf(page, /Recarga/);

    await page.getByRole('tab', { name: 'Recargas' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Depósito/ }).count()).toBe(0);
    await rowOf(page, /Recarga/);

    // Selecting a row opens the footer with the count and the sum.
    await (await rowOf(page, /Recarga/)).getByRole('checkbox').check();
    await page.getByText('1 movimentação selecionada').waitFor();

    await (
      await rowOf(page, /Recarga/)
    )
      .getByRole('button', { name: `Ver detalhes ${rechargeId}` })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`Movimentação ${rechargeId}`).waitFor();
    await drawer.getByText('Pago', { exact: true }).waitFor();
    expect(await drawer.getByRole('button', { name: 'Reenviar nota fiscal' }).isDisabled()).toBe(
      true,
    );
    await drawer.getByRole('button', { name: 'Ver ID externo' }).click();
    // A wallet payment has no id at a provider.
    await drawer.getByText('Código não encontrado').waitFor();

    await drawer.getByRole('button', { name: 'Reembolsar' }).click();
    await drawer.getByText('Parcial', { exact: true }).click();
    const amount = drawer.getByRole('textbox', { name: 'Valor parcial' });
    const paid = (await movements(api)).find(
      (m) => m.targetType === 'TRANSACTION' && m.transactionPk === rechargeId,
    );
    const over = String((paid?.paymentTransactionAmount ?? 0) + 1);
    await amount.fill(over);
    await drawer.getByText('O valor parcial não pode ser maior que o valor total').waitFor();
    const confirm = drawer.getByRole('button', { name: 'Confirmar reembolso' });
    expect(await confirm.isDisabled()).toBe(true);
    await settled(page);
    await screenshot(page, 'financial/pt-BR-refund-too-large');
    await amount.fill('500');
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await page.getByText('Sua solicitação de estorno foi enviada com sucesso!').waitFor();
    await drawer.getByText('Devolução parcial').first().waitFor();
    await (await rowOf(page, /Recarga/)).getByText('Devolução parcial').waitFor();
    const after = (await movements(api)).find(
      (m) => m.targetType === 'TRANSACTION' && m.transactionPk === rechargeId,
    );
    expect(after?.paymentStatus).toBe('approved');

    // A second partial refund above what is left names the remainder.
    await drawer.getByRole('button', { name: 'Reembolsar' }).click();
    await drawer.getByText('Parcial', { exact: true }).click();
    await drawer.getByRole('textbox', { name: 'Valor parcial' }).fill(over);
    await drawer
      .getByText('O valor parcial não pode ser maior que o valor total restante')
      .waitFor();
    await settled(page);
    await screenshot(page, 'financial/pt-BR-drawer');
    await context.close();
  });

  it('en at 390 px: the list and the drawer fit a phone', async () => {
    const { page, context } = await product.signedInPage({ width: 390 });
    await chooseLanguage(page, 'English');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto(`${product.baseUrl}/financial`);
    await page.getByRole('heading', { name: 'Financial movements' }).waitFor();
    await rowOf(page, /Recharge/);
    await rowOf(page, /Deposit/);
    await (await rowOf(page, /Recharge/)).getByText('Partial refund').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await settled(page);
    await screenshot(page, 'financial/en');
    await (
      await rowOf(page, /Recharge/)
    )
      .getByRole('button', { name: `See details ${rechargeId}` })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`Movement ${rechargeId}`).waitFor();
    await drawer.getByText('Partial refund').waitFor();
    // The drawer takes the whole width once it has slid in.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await settled(page);
    await screenshot(page, 'financial/en-drawer');
    await context.close();
  });
});
