import type { Page } from 'playwright-core';

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY of the browser's day shifted by `days`, as the pt-BR date picker reads it. */
export function pickerDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()}`;
}

/** Types a date into the picker labelled `label` and closes its panel. */
export async function typeDate(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}
