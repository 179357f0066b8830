import type { Locator } from 'playwright-core';

/** R$ as the pt-BR screen writes it, any space after the sign. */
export const brl = (cents: number) =>
  new RegExp(
    `R\\$\\s*${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 }).replace('.', '\\.')}`,
  );

/** The drawer's fields, label → text. */
export function drawerFields(drawer: Locator): Promise<Record<string, string>> {
  return drawer
    .locator('.ant-descriptions-item-label')
    .evaluateAll((labels) =>
      Object.fromEntries(
        labels.map((label) => [
          label.textContent?.trim() ?? '',
          label.nextElementSibling?.textContent?.trim() ?? '',
        ]),
      ),
    );
}
