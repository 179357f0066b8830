import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

interface Created {
  data: Record<string, unknown>;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const START = minutesAgo(50);

/** The recharge's start as the browser reads it: day, month and year in its own zone. */
async function startDay(page: Page): Promise<{ dd: string; mm: string; yyyy: string }> {
  return page.evaluate((iso) => {
    const at = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return { dd: pad(at.getDate()), mm: pad(at.getMonth() + 1), yyyy: String(at.getFullYear()) };
  }, START);
}

/** Signs in on any tenant host without knowing its language: the form's two fields and submit. */
async function signInAt(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/auth/login`);
  await page.locator('input[type="email"], input#email').first().fill(ADMIN.email);
  await page.locator('input[type="password"]').first().fill(ADMIN.password);
  const submit = page.locator('button[type="submit"]');
  await page.waitForFunction(
    (el) => el instanceof HTMLButtonElement && !el.disabled,
    await submit.elementHandle(),
  );
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('numbers and dates by locale', () => {
  const product = useProduct({ robotCheck: 'off' });
  let userPk = 0;

  beforeAll(async () => {
    const api = await product.adminApi();
    // The same product read by an English-speaking tenant (theme voltway) on its own host.
    await api.create('/api/tenants', {
      name: 'Voltway',
      alias: 'voltway',
      theme: 'voltway',
      hosts: ['voltway.localhost'],
    });
    await api.create('/api/chargepoints', {
      ...stationFields('E2E-FMT-1', 'Estação Formato'),
      hasPayment: true,
      paymentChargeTypeCost: 'KWH',
      moneyPerKilowattCost: 150,
      moneyPerTransactionCost: 100,
    });
    await api.create('/api/ocpptags', { id_tag: 'E2E-FMT', tenant_pk: 1, note: 'Formato' });
    const user = await api.create<Created>('/api/users_data', {
      firstName: 'Lia',
      email: 'lia@example.com',
      password: 'Secret123!',
      tenant_pk: 1,
      ocppTags: ['E2E-FMT'],
    });
    userPk = Number(user.data.user_pk);
    const station = await product.connectStation('E2E-FMT-1');
    const start = await station.ctx.call('StartTransaction', {
      connectorId: 1,
      idTag: 'E2E-FMT',
      meterStart: 0,
      timestamp: START,
    });
    await station.ctx.call('StopTransaction', {
      transactionId: start.transactionId,
      meterStop: 1460,
      timestamp: minutesAgo(10),
      reason: 'EVDisconnected',
    });
  });

  async function transactionRow(page: Page) {
    await page.goto(`${new URL(page.url()).origin}/transactions`);
    const row = page.getByRole('row', { name: /Estação Formato/ });
    await row.waitFor();
    return row;
  }

  it('pt-BR: a decimal comma beside the real, DD/MM/YYYY, and a birth date typed DD/MM/YYYY', async () => {
    const { context, page } = await product.signedInPage({ width: 1280 });
    const row = await transactionRow(page);
    const { dd, mm, yyyy } = await startDay(page);
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('1,46 kWh');
    expect(text).not.toContain('1.46');
    expect(text).toContain(`${dd}/${mm}/${yyyy}`);
    await row.getByRole('button', { name: /expand/i }).click();
    await page
      .locator('.ant-table-expanded-row')
      .getByText(/^R\$\s?\d+,\d{2}$/)
      .first()
      .waitFor();
    await settled(page);
    await screenshot(page, 'format-transactions-pt-BR');

    await page.goto(`${product.baseUrl}/user/${userPk}`);
    const birth = page.getByLabel('Data de nascimento');
    await birth.waitFor();
    expect(await birth.getAttribute('placeholder')).toBe('DD/MM/AAAA');
    await birth.pressSequentially('31021990');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Data inválida: use DD/MM/AAAA').waitFor();
    await birth.fill('');
    await birth.pressSequentially('20051990');
    expect(await birth.inputValue()).toBe('20/05/1990');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Usuário alterado com sucesso!').waitFor();
    const api = await product.apiOf(page);
    const saved = (await (await api.call('GET', `/api/users_data/${userPk}`)).json()) as {
      userForm: { dateBirthDay: string | null };
    };
    expect(saved.userForm.dateBirthDay).toBe('1990-05-20');
    await page.reload();
    await birth.waitFor();
    expect(await birth.inputValue()).toBe('20/05/1990');
    await context.close();
  });

  it('en: a decimal point, MM/DD/YYYY and the birth date shown MM/DD/YYYY', async () => {
    const { context, page } = await product.openPage({ width: 1280 });
    await signInAt(page, `http://voltway.localhost:${product.server.port}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const row = await transactionRow(page);
    const { dd, mm, yyyy } = await startDay(page);
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('1.46 kWh');
    expect(text).not.toContain('1,46');
    expect(text).toContain(`${mm}/${dd}/${yyyy}`);
    // The signed-in tenant's currency is still the real, read the English way.
    await row.getByRole('button', { name: /expand/i }).click();
    await page
      .locator('.ant-table-expanded-row')
      .getByText(/^R\$\s?\d+\.\d{2}$/)
      .first()
      .waitFor();
    await settled(page);
    await screenshot(page, 'format-transactions-en');

    await page.goto(`http://voltway.localhost:${product.server.port}/user/${userPk}`);
    const birth = page.locator('input[autocomplete="bday"]');
    await birth.waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[autocomplete="bday"]')?.value !== '',
    );
    expect(await birth.inputValue()).toBe('05/20/1990');
    expect(await birth.getAttribute('placeholder')).toBe('MM/DD/YYYY');
    await context.close();
  });
});
