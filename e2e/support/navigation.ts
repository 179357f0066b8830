import type { Page } from 'playwright-core';

/**
 * Opens a page from the menu as a person would: the sidebar from 1025 px, otherwise the menu
 * drawer, which is then waited out so that it cannot take the next click or the focus.
 */
export async function openMenuPage(page: Page, width: number, name: string): Promise<void> {
  if (width > 1024) {
    // Pointer onto the sidebar: it expands under it, its entries staying where they were. The
    // click waits until the sidebar has stopped growing, so that it lands on the link.
    const nav = page.getByRole('navigation');
    await nav.hover({ position: { x: 40, y: 120 } });
    await sidebarSettled(page);
    const before = page.url();
    await nav.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.href !== before);
    // The sidebar stays expanded over the page while the pointer is on it: move it away.
    await page.mouse.move(width - 100, 700);
    return;
  }
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name }).click();
  await drawer.waitFor({ state: 'hidden' });
}

const COLLAPSED_WIDTH = 80;

/** Waits until the sidebar is wider than collapsed and two reads of its width, apart, agree. */
async function sidebarSettled(page: Page): Promise<void> {
  const sider = page.locator('.ant-layout-sider');
  const deadline = Date.now() + 5_000;
  let last: number | undefined;
  while (Date.now() < deadline) {
    const width = (await sider.boundingBox())?.width;
    if (width !== undefined && width > COLLAPSED_WIDTH && width === last) return;
    last = width;
    await page.waitForTimeout(50);
  }
  throw new Error(`The sidebar did not settle; its last width was ${last ?? 'unknown'} px`);
}
