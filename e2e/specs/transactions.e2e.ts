import type { SimulatedStation } from '@chargedeck/simulator';
import { beforeAll, describe, expect, it } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

describe('Transactions screen', () => {
  const product = useProduct({ robotCheck: 'off' });
  let station: SimulatedStation | undefined;

  beforeAll(async () => {
    const api = await product.adminApi();
    await api.create('/api/chargepoints', {
      ...stationFields('E2E-TX-1', 'Estação Paga'),
      hasPayment: true,
      paymentChargeTypeCost: 'KWH',
      moneyPerKilowattCost: 150,
      moneyPerTransactionCost: 500,
      paymentChargeByIncome: 'CHARGE_BOX',
      paymentChargeTypeIncome: 'KWH',
      moneyPerKilowattIncome: 120,
      moneyPerTransactionIncome: 400,
    });
    await api.cardUser('E2E-TX-TAG', 'Cartão da Bia', {
      firstName: 'Beatriz',
      email: 'bia@example.com',
    });
    station = await product.connectStation('E2E-TX-1', { meterIntervalSec: 1 });
  });

  it("shows a user's recharge while charging, then its energy and amount, and confirms it paid", async () => {
    const started = await station?.startTransaction(1, 'E2E-TX-TAG');
    expect(started?.status).toBe('Accepted');
    const { page } = await product.signedInPage({ width: 1280, path: '/transactions' });
    const row = page.getByRole('row', { name: /Estação Paga/ });
    await row.getByText('Em recarga...').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await station?.stopTransaction(1);

    await page.reload();
    await row.getByText(/kWh/).waitFor();
    await row.getByText('Beatriz').waitFor();
    expect(await row.getByText('Em recarga...').count()).toBe(0);
    await row.getByRole('button', { name: /expand|expandir/i }).click();
    await page.getByText('Pendente').waitFor();
    await page
      .getByText(/R\$\s*5,\d\d/)
      .first()
      .waitFor();
    await page.getByRole('img', { name: 'Potência (kW)' }).waitFor();
    await screenshot(page, 'transactions');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.getByText('Pagamentos confirmados com sucesso!').waitFor();
    await page.getByText('Pago').waitFor();
    await row.getByText('MANUAL_DASHBOARD').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar Excel' }).click();
    expect((await download).suggestedFilename()).toBe('transactions.xlsx');

    const { page: narrow } = await product.signedInPage({ width: 390, path: '/transactions' });
    await narrow.getByRole('row', { name: /Estação Paga/ }).waitFor();
    await screenshot(narrow, 'transactions');
  });
});
