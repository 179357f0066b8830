import type { Page } from 'playwright-core';

/**
 * Opens a page from the menu as a person would: the sidebar from 1025 px, otherwise the menu
 * drawer, which is then waited out so that it cannot take the next click or the focus.
 */
export async function openMenuPage(page: Page, width: number, name: string): Promise<void> {
  if (width > 1024) {
    // Pointer onto the sidebar first: it expands and shows its area titles, as a person sees it.
    // The click then waits for the link to stop moving, wherever the expansion put it.
    const nav = page.getByRole('navigation');
    await page.mouse.move(width - 100, 700);
    await nav.hover({ position: { x: 40, y: 120 } });
    await page
      .waitForFunction(
        () =>
          (document.querySelector('.ant-layout-sider')?.getBoundingClientRect().width ?? 0) > 200,
        undefined,
        { timeout: 3_000 },
      )
      .catch(() => undefined);
    await nav.getByRole('link', { name }).click();
    // The sidebar stays expanded over the page while the pointer is on it, as for a person.
    await page.mouse.move(width - 100, 700);
    return;
  }
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name }).click();
  await drawer.waitFor({ state: 'hidden' });
}
