import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../support/locale-check';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';
import {
  chooseOption,
  pickGuests,
  submitVoucher,
  validForAMonth,
} from '../support/voucher-screens';

const fieldError = (page: Page, text: string) =>
  page.locator('.ant-form-item-explain-error', { hasText: text }).first().waitFor();

describe('voucher screens', () => {
  const product = useProduct({ robotCheck: 'off' });

  it('creates a money voucher for two guests on one station, lists, opens and edits it with a draft that survives a reload', async () => {
    const api = await product.adminApi();
    await api.create('/api/chargepoints', stationFields('E2E-VCH-1'));
    await api.cardUser('E2E-VCH-TAG-1', 'Voucher', {
      firstName: 'Bia',
      email: 'bia.voucher@example.com',
    });
    await api.cardUser('E2E-VCH-TAG-2', 'Voucher', {
      firstName: 'Caio',
      email: 'caio.voucher@example.com',
    });

    const { page } = await product.signedInPage({ width: 1280, path: '/vouchers' });
    await page.getByText('Nenhum voucher encontrado').first().waitFor();
    await page.getByRole('button', { name: 'Criar Voucher' }).click();
    await page.waitForURL((url) => url.pathname === '/vouchers/create');
    await page.getByRole('heading', { name: 'Novo voucher' }).waitFor();

    // Bad input: every required field names itself; the guest picker wants the quantity first.
    await page.getByRole('button', { name: 'Criar Voucher' }).click();
    await fieldError(page, 'Preencha o código');
    await fieldError(page, 'Preencha o nome');
    await fieldError(page, 'Preencha a quantidade');
    await fieldError(page, 'Escolha o tipo');
    await page.getByLabel('Usuários convidados').check();
    await page.getByRole('button', { name: 'Selecionar usuários' }).click();
    await page.getByText('Preencha a quantidade do voucher').first().waitFor();

    // A percent over 100 is refused; changing the kind clears the value; money is typed in cents.
    await chooseOption(page, 'Tipo', 'Porcentagem');
    await page.getByLabel('Valor', { exact: true }).fill('150');
    await fieldError(page, 'O valor não pode ser maior que 100%');
    await chooseOption(page, 'Tipo', 'Reais');
    expect(await page.getByLabel('Valor', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Valor', { exact: true }).pressSequentially('100001');
    await fieldError(page, 'O valor não pode ser maior que R$ 1.000,00');
    await page.getByLabel('Valor', { exact: true }).fill('5000');
    expect(await page.getByLabel('Valor', { exact: true }).inputValue()).toMatch(/R\$\s50,00/);

    // The quantity takes digits only: the minus key never reaches it.
    await page.getByLabel('Quantidade', { exact: true }).pressSequentially('-2');
    expect(await page.getByLabel('Quantidade', { exact: true }).inputValue()).toBe('2');

    await page.getByLabel('Código', { exact: true }).fill('frota10');
    expect(await page.getByLabel('Código', { exact: true }).inputValue()).toBe('FROTA10');
    await page.getByLabel('Nome', { exact: true }).fill('Frota');
    await page.getByLabel('Descrição', { exact: true }).fill('Motoristas da frota');
    await validForAMonth(page);
    await page.getByLabel('Carregador específico').check();
    await page.getByRole('button', { name: 'Criar Voucher' }).click();
    await fieldError(page, 'Escolha ao menos um carregador');
    await chooseOption(page, 'Escolha os carregadores', 'E2E-VCH-1');
    await page.keyboard.press('Escape');

    // The guests: two of two, then back to the form with everything kept.
    const guests = await pickGuests(page, ['Bia', 'Caio']);
    await page.getByText('caio.voucher@example.com', { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'vouchers/select-users');
    await guests.done();
    await page.getByText('2 usuários selecionados').waitFor();
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Frota');
    await settled(page);
    await screenshot(page, 'vouchers/create');

    await submitVoucher(page);
    await page.getByRole('button', { name: 'Ver listagem' }).click();
    await page.waitForURL((url) => url.pathname === '/vouchers');
    const row = page.getByRole('row', { name: /FROTA10/ });
    await row.getByText('Ativo').waitFor();
    await row.getByText('Reais').waitFor();
    await settled(page);
    await screenshot(page, 'vouchers/list');

    // The filters: a status the voucher does not have hides it; Limpar brings it back.
    await chooseOption(page, 'Status', 'Expirado');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Limpar' }).click();
    await row.waitFor();

    await row.getByRole('link', { name: 'FROTA10' }).click();
    await page.waitForURL((url) => /^\/voucher\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('Convidados', { exact: true }).waitFor();
    await page.getByText('bia.voucher@example.com').waitFor();
    await page.getByText('Não há histórico disponível para este voucher').waitFor();
    await page.getByText('E2E-VCH-1', { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'vouchers/detail');

    // Edit: the draft survives a reload, the quantity keeps its floor, save clears the draft.
    await page.getByRole('button', { name: /Editar$/ }).click();
    await page.waitForURL((url) => url.pathname === `/voucher/${id}/edit`);
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Frota');
    await page.getByLabel('Nome', { exact: true }).fill('Frota editada');
    await page.reload();
    await page.getByLabel('Nome', { exact: true }).waitFor();
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Frota editada');
    await page.getByLabel('Quantidade', { exact: true }).fill('1');
    await fieldError(page, 'A quantidade não pode ser menor que a registrada (2)');
    await page.getByLabel('Quantidade', { exact: true }).fill('3');
    await settled(page);
    await screenshot(page, 'vouchers/edit');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page
      .locator('.ant-modal-confirm-title', { hasText: 'Voucher atualizado com sucesso!' })
      .waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), `voucher-draft:${id}`)).toBe(
      null,
    );
    await page.getByRole('button', { name: 'Ver listagem' }).click();
    await page.getByRole('row', { name: /Frota editada/ }).waitFor();

    // A code an ACTIVE voucher holds: said on blur, and the rest of the form is disabled.
    await page.goto(`${product.baseUrl}/vouchers/create`);
    await page.getByLabel('Código', { exact: true }).fill('FROTA10');
    await page.getByLabel('Nome', { exact: true }).click();
    await fieldError(page, 'O código já está sendo utilizado');
    await expect.poll(() => page.getByLabel('Nome', { exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL((url) => url.pathname === '/vouchers');
  });

  it('shows the voucher screens at phone width, in Portuguese and in English', async () => {
    const api = await product.adminApi();
    const list = await api.call('GET', '/api/vouchers?code=FROTA10');
    const { results } = (await list.json()) as { results: { voucher_pk: number }[] };
    const id = results[0]?.voucher_pk;
    expect(id).toBeDefined();
    for (const width of [390, 1280]) {
      const { page, context } = await product.signedInPage({ width, path: '/vouchers' });
      for (const language of ['pt-BR', 'en'] as const) {
        if (language === 'en') await chooseLanguage(page, 'English');
        for (const [name, path] of [
          ['list', '/vouchers'],
          ['detail', `/voucher/${id}`],
          ['edit', `/voucher/${id}/edit`],
        ] as const) {
          await page.goto(`${product.baseUrl}${path}`);
          await page.locator('h2').first().waitFor();
          await settled(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${language} ${name} at ${width}`).toBeLessThanOrEqual(0);
          await screenshot(page, `vouchers/${language}-${name}`);
        }
      }
      await context.close();
    }
  });
});
