import type { Page } from 'playwright-core';
import { ADMIN } from './server';

/** Spec texts the specs look for (spec 1 §8). */
export const TEXTS = {
  loginSuccess: 'Login efetuado com sucesso!',
  loginUnauthorized:
    'Não foi possível entrar. Verifique se o e-mail e a senha estão corretos, se o usuário tem permissão ou se há uma estação vinculada.',
  logout: 'Logout efetuado com sucesso!',
  sessionExpired: 'Suas credenciais foram expiradas. Você será redirecionado para a tela de Login.',
  sendCodeSuccess: 'Confira o código no seu e-mail.',
  passwordChanged: 'Senha alterada com sucesso!',
} as const;

/**
 * Solves the ALTCHA widget as a person would: clicks "I am not a robot" (unless moving through
 * the form already started the proof of work) and waits until the submit button is enabled.
 */
export async function solveRobotCheck(page: Page, submitName: string): Promise<void> {
  const widget = page.locator('altcha-widget');
  await widget.waitFor({ state: 'attached' });
  const state = await widget.evaluate((el) =>
    (el as HTMLElement & { getState(): string }).getState(),
  );
  if (state === 'unverified' || state === 'error' || state === 'expired') {
    await widget.locator('label').click();
  }
  await waitForEnabled(page, submitName);
}

async function waitForEnabled(page: Page, buttonName: string): Promise<void> {
  const button = page.getByRole('button', { name: buttonName });
  await page.waitForFunction(
    (el) => el instanceof HTMLButtonElement && !el.disabled,
    await button.elementHandle(),
    { timeout: 30_000 },
  );
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
}

/** Signs in through the login page, solving the real robot check. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await fillLogin(page, email, password);
  await solveRobotCheck(page, 'Entrar');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

export async function waitForText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

/** Signs in as the administrator on a server started with ROBOT_CHECK=off, then opens `path`. */
export async function signInAsAdmin(page: Page, baseUrl: string, path = '/'): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await fillLogin(page, ADMIN.email, ADMIN.password);
  await waitForEnabled(page, 'Entrar');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  if (path !== '/') await page.goto(`${baseUrl}${path}`);
}

/** Solves the QR page's robot check (ALTCHA) and waits until its START button is unlocked. */
export async function verifyHuman(page: Page): Promise<void> {
  await page.locator('altcha-widget label').first().click();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')]
        .find((b) => b.textContent?.trim() === 'START')
        ?.getAttribute('aria-disabled') === 'false',
    undefined,
    { timeout: 30_000 },
  );
}
