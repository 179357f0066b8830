import { describe, expect, it } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';

describe('Users screens', () => {
  const product = useProduct({ robotCheck: 'off' });

  it('creates a user, telling each invalid field, then edits and deactivates it', async () => {
    const { page } = await product.signedInPage({ width: 1280, path: '/users' });
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    await page.waitForURL((url) => url.pathname === '/users/create');
    await page.getByText('Criando Usuário').waitFor();

    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('O campo Nome é obrigatório.').waitFor();
    await page.getByText('O campo E-mail é obrigatório.').waitFor();
    await page.getByText('O campo Senha é obrigatório.').waitFor();

    await page.getByLabel('Nome').fill('Ana 2');
    await page.getByLabel('E-mail').fill('ana@');
    const checklist = page.locator('#user-password-rules');
    await checklist.getByText('A senha precisa ter:').waitFor();
    await page.getByLabel('Senha').fill('secret');
    await expect.poll(() => checklist.getByText('(atendido)').count()).toBe(1);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('A senha não atende às regras abaixo.').waitFor();
    await page.getByLabel('Senha').fill('Secret123!');
    await expect.poll(() => checklist.getByText('(atendido)').count()).toBe(5);
    await expect.poll(() => page.getByText('A senha não atende às regras abaixo.').count()).toBe(0);
    await page.getByLabel('Número do documento').fill('52998224735');
    await expect
      .poll(() => page.getByLabel('Número do documento').inputValue())
      .toBe('529.982.247-35');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('O campo Nome deve conter apenas letras.').waitFor();
    await page.getByText('E-mail inválido').waitFor();
    await page.getByText('Informe um CPF válido para continuar.').waitFor();
    await screenshot(page, 'user-form');

    await page.getByLabel('Nome').fill('Ana Luísa');
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Número do documento').fill('52998224725');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Usuário criado com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/users');

    const row = page.getByRole('row', { name: /Ana Luísa/ });
    await row.waitFor();
    await row.getByRole('button', { name: /expand|expandir/i }).click();
    await page.getByText('ID Tag não cadastrada').waitFor();
    await page.getByText('ana@example.com').waitFor();
    await page.getByText('Extrato da carteira').waitFor();
    await page.getByText('Nenhuma movimentação').waitFor();
    // Her station notifications and energy: none yet, each says so.
    await page.getByText('Notificações das estações').waitFor();
    await page.getByText('Nenhuma notificação das recargas deste usuário.').waitFor();
    await page.getByText('Nenhuma recarga nos últimos 28 dias.').waitFor();
    await screenshot(page, 'users');
    await page.getByRole('link', { name: 'Editar usuário' }).click();

    await page.getByText('Editando Usuário').waitFor();
    await expect.poll(() => page.getByLabel('E-mail').isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByLabel('Número do documento').inputValue())
      .toBe('529.982.247-25');
    await page.getByLabel('Nome', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('O campo Nome é obrigatório.').waitFor();
    await page.getByLabel('Nome', { exact: true }).fill('Ana');
    await page.getByLabel('Usuário ativo').click();
    await screenshot(page, 'user-edit');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Usuário alterado com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/users');

    await page.getByRole('row', { name: /Administrator/ }).waitFor();
    await expect.poll(() => page.getByRole('row', { name: /\bAna\b/ }).count()).toBe(0);
    await page.getByLabel('Usuários ativos').click();
    const struck = page
      .getByRole('row', { name: /\bAna\b/ })
      .locator('del')
      .first();
    await struck.waitFor();

    for (const path of ['/users', '/users/create']) {
      const { page: narrow } = await product.signedInPage({ width: 390, path });
      await narrow.locator('h2').first().waitFor();
      await narrow.waitForLoadState('networkidle');
      await screenshot(narrow, path === '/users' ? 'users' : 'user-form');
    }
  });
});
