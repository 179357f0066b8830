import type { SimulatedStation } from '@chargedeck/simulator';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForLiveTopic } from '../support/live-topics';
import { openMenuPage } from '../support/navigation';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the screen');
  return box;
}

/** The top of every sidebar entry, from the top of the page. */
function entryTops(page: Page): Promise<number[]> {
  return page
    .locator('.ant-layout-sider .ant-menu-item')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
}

/** The opacity of the fade a table shows at its end (right) or start (left) edge. */
function fadeOpacity(table: Locator, edge: 'start' | 'end'): Promise<number> {
  return table
    .locator('.ant-table-container')
    .first()
    .evaluate(
      (el, pseudo) => Number(getComputedStyle(el, pseudo).opacity),
      edge === 'end' ? '::after' : '::before',
    );
}

describe('screen layout', () => {
  const product = useProduct({ robotCheck: 'off' });
  let station: SimulatedStation | undefined;

  beforeAll(async () => {
    [station] = await product.connectStations(['LAYOUT-1']);
    await station?.settled();
  });

  it('keeps the sidebar entries in place when the sidebar expands under the pointer', async () => {
    const { context, page } = await product.signedInPage({ width: 1280, path: '/' });
    const sider = page.locator('.ant-layout-sider');
    await page.getByRole('navigation').getByRole('menu').waitFor();
    await settled(page);
    const collapsed = await entryTops(page);
    expect((await boxOf(sider)).width).toBe(80);
    expect(collapsed.length).toBeGreaterThan(5);
    await screenshot(page, 'sidebar-collapsed');

    await page.getByRole('navigation').hover({ position: { x: 40, y: 200 } });
    await expect.poll(async () => (await boxOf(sider)).width).toBe(240);
    await settled(page);
    // The area titles show where the collapsed lines were: no entry moved.
    await page.getByText('Estações', { exact: true }).first().waitFor();
    expect(await entryTops(page)).toEqual(collapsed);
    await screenshot(page, 'sidebar-expanded');

    // A plain hover and click opens an entry.
    await openMenuPage(page, 1280, 'Transações');
    await page.waitForURL((url) => url.pathname === '/transactions');
    await context.close();
  });

  it('shows a fade where a table scrolls on a phone, useful columns first', async () => {
    const { context, page } = await product.signedInPage({ width: 390, path: '/users' });
    const table = page.locator('.ant-table-wrapper').first();
    await table.getByRole('cell', { name: 'Administrator' }).first().waitFor();
    // The name comes first on a phone (the id is further on).
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const named = headers.map((h) => h.trim()).filter(Boolean);
    expect(named[0]).toBe('Nome');
    expect(named.indexOf('ID')).toBeGreaterThan(3);

    // The table is wider than the phone: a fade at its right edge, none at its left.
    await expect.poll(() => fadeOpacity(table, 'end')).toBe(1);
    expect(await fadeOpacity(table, 'start')).toBe(0);
    await settled(page);
    await screenshot(page, 'table-scroll-cue');

    // Scrolled to its end, the fade moves to the left edge.
    await table
      .locator('.ant-table-content')
      .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => fadeOpacity(table, 'end')).toBe(0);
    await expect.poll(() => fadeOpacity(table, 'start')).toBe(1);

    // Every list table is wider than a phone (390 px); the same table on a wide screen fits it
    // and shows no fade at either edge.
    await page.setViewportSize({ width: 1280, height: 800 });
    const content = table.locator('.ant-table-content');
    await expect.poll(() => content.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect.poll(() => fadeOpacity(table, 'end')).toBe(0);
    expect(await fadeOpacity(table, 'start')).toBe(0);
    await context.close();
  });

  for (const width of [1280, 390]) {
    it(`opens a toast clear of the heading's action and the cookie notice at ${width} px`, async () => {
      const { context, page } = await product.signedInPage({
        width,
        path: '/virtual-groups',
        // No consent yet: the cookie notice shows.
        storage: { 'cookie-consent': '0' },
      });
      const action = page.getByRole('button', { name: 'Criar Configuração' });
      const banner = page.getByRole('region', { name: 'Aviso de cookies' });
      await action.waitFor();
      await banner.waitFor();
      await waitForLiveTopic(page, '/notification/chargeBox');
      await station?.fault(1, 'GroundFailure', 'Fuga de corrente');
      const toast = page.locator('.ant-notification-notice').filter({ hasText: 'LAYOUT-1' });
      await toast.waitFor({ timeout: 10_000 });
      await settled(page);
      await screenshot(page, 'toast-placement');
      const box = await boxOf(toast);
      expect(overlaps(box, await boxOf(action))).toBe(false);
      expect(overlaps(box, await boxOf(banner))).toBe(false);
      await station?.clearFault(1);
      await context.close();
    });
  }
});
