import type { Page } from 'playwright-core';

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm of the browser's day shifted by `days`, as the date picker reads it. */
export function pickerText(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} 10:00`;
}

/** Opens the select labelled `label` and picks the option whose title starts with `option`. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible [title^="${option}"]`).click();
}

/** Types `text` into the date picker labelled `label` and closes it. */
export async function typeDate(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

/** Expiry by date on the voucher form: valid from yesterday for thirty days. */
export async function validForAMonth(page: Page) {
  await chooseOption(page, 'Tipo de expiração', 'Data de expiração');
  await typeDate(page, 'Início', pickerText(-1));
  await typeDate(page, 'Validade', pickerText(30));
}

/** Ticks "Carregador específico" on the voucher form and picks `chargeBoxId`. */
export async function chooseCharger(page: Page, chargeBoxId: string) {
  await page.getByLabel('Carregador específico').check();
  await chooseOption(page, 'Escolha os carregadores', chargeBoxId);
  await page.keyboard.press('Escape');
}

/**
 * From the voucher form, opens the guest picker, adds the drivers found by `names` (as many as
 * the quantity), and stays on the picker with its counter full; `done` goes back to the form.
 */
export async function pickGuests(page: Page, names: readonly string[]) {
  await page.getByRole('button', { name: 'Selecionar usuários' }).click();
  await page.waitForURL((url) => url.pathname === '/vouchers/create/select_users');
  const counter = page.getByTestId('voucher-users-counter');
  await counter.getByText(`0 de ${names.length}`).waitFor();
  for (const name of names) {
    await page.locator('#voucher-add-user').click();
    await page.locator('#voucher-add-user').fill(name);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  }
  await page.keyboard.press('Escape');
  await counter.getByText(`${names.length} de ${names.length}`).waitFor();
  return {
    done: async () => {
      await page.getByRole('button', { name: 'Concluir seleção' }).click();
      await page.waitForURL((url) => url.pathname === '/vouchers/create');
    },
  };
}

/** Presses "Criar Voucher" and waits for the success dialog. */
export async function submitVoucher(page: Page) {
  await page.getByRole('button', { name: 'Criar Voucher' }).click();
  await page
    .locator('.ant-modal-confirm-title', { hasText: 'Voucher cadastrado com sucesso!' })
    .waitFor();
}

interface VoucherOnScreen {
  code: string;
  name: string;
  description: string;
  /** The kind as the select titles it: Reais, Porcentagem, kWh. */
  kind: string;
  /** What is typed into Valor (cents for money). */
  value: number;
  quantity: number;
  /** The station the voucher is limited to. */
  chargeBoxId: string;
  /** The guests' names as the picker finds them (as many as the quantity). */
  guests: readonly string[];
}

/**
 * Creates a voucher for guests on one station through the screens, valid for a month, on a
 * page at /vouchers/create.
 */
export async function createVoucherOnScreen(page: Page, voucher: VoucherOnScreen) {
  await page.getByRole('heading', { name: 'Novo voucher' }).waitFor();
  await page.getByLabel('Código', { exact: true }).fill(voucher.code);
  await page.getByLabel('Nome', { exact: true }).fill(voucher.name);
  await page.getByLabel('Descrição', { exact: true }).fill(voucher.description);
  await chooseOption(page, 'Tipo', voucher.kind);
  await page.getByLabel('Valor', { exact: true }).fill(String(voucher.value));
  await page.getByLabel('Quantidade', { exact: true }).fill(String(voucher.quantity));
  await validForAMonth(page);
  await chooseCharger(page, voucher.chargeBoxId);
  await page.getByLabel('Usuários convidados').check();
  await (await pickGuests(page, voucher.guests)).done();
  await submitVoucher(page);
}
