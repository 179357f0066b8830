import type { Page } from 'playwright-core';

/**
 * Opens a page from the menu as a person would: the sidebar from 1025 px, otherwise the menu
 * drawer, which is then waited out so that it cannot take the next click or the focus.
 */
export async function openMenuPage(page: Page, width: number, name: string): Promise<void> {
  if (width > 1024) {
    // Pointer onto the sidebar: it expands under it, its entries staying where they were.
    const nav = page.getByRole('navigation');
    await nav.hover({ position: { x: 40, y: 120 } });
    await nav.getByRole('link', { name }).click();
    // The sidebar stays expanded over the page while the pointer is on it: move it away.
    await page.mouse.move(width - 100, 700);
    return;
  }
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name }).click();
  await drawer.waitFor({ state: 'hidden' });
}
