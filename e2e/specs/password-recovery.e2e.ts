import { describe, expect, it } from 'vitest';
import { signIn, solveRobotCheck, TEXTS, waitForText } from '../support/auth-flows';
import { recoveryCodeFor } from '../support/outbox';
import { ADMIN, useProduct } from '../support/product';

describe('password recovery', () => {
  const product = useProduct();

  it('mails a code, sets a new password with it, and signs in with the new password', async () => {
    const { context, page } = await product.openPage();
    await page.goto(`${product.baseUrl}/auth/login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/recover');

    await page.getByLabel('E-mail').fill(ADMIN.email);
    await solveRobotCheck(page, 'Enviar código');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await waitForText(page, TEXTS.sendCodeSuccess);
    await page.waitForURL((url) => url.pathname === '/auth/recover/change');

    const code = await recoveryCodeFor(product.server.dataDir, ADMIN.email);
    const newPassword = 'Nova#Senha2024';
    await page.getByLabel('Código de verificação').fill(code);
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await solveRobotCheck(page, 'Alterar senha');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await waitForText(page, TEXTS.passwordChanged);

    await signIn(page, ADMIN.email, newPassword);
    await page.getByRole('heading', { name: 'Visão Geral' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeTruthy();
    await context.close();
  });
});
