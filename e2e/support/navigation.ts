import type { Page } from 'playwright-core';

/**
 * Opens a page from the menu as a person would: the sidebar from 1025 px, otherwise the menu
 * drawer, which is then waited out so that it cannot take the next click or the focus.
 */
export async function openMenuPage(page: Page, width: number, name: string): Promise<void> {
  if (width > 1024) {
    // Pointer onto the sidebar: it expands under it, its entries staying where they were. A
    // click taken while it is still growing can miss the link: then the page has not changed,
    // and the entry is clicked again.
    const nav = page.getByRole('navigation');
    const before = page.url();
    for (let attempt = 0; attempt < 3 && page.url() === before; attempt += 1) {
      await nav.hover({ position: { x: 40, y: 120 } });
      await nav.getByRole('link', { name }).click();
      await page.waitForURL((url) => url.href !== before, { timeout: 3_000 }).catch(() => {});
    }
    // The sidebar stays expanded over the page while the pointer is on it: move it away.
    await page.mouse.move(width - 100, 700);
    return;
  }
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name }).click();
  await drawer.waitFor({ state: 'hidden' });
}
