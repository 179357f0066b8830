import { describe, expect, it } from 'vitest';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';

const AREAS = ['Visão geral', 'Rede de recarga', 'Pessoas e cartões', 'Financeiro'];

/** The menu groups its entries by area, on a desktop's sidebar and a phone's drawer. */
describe('menu areas', () => {
  const product = useProduct({ robotCheck: 'off' });

  it('shows the area titles in the expanded sidebar at 1280 px', async () => {
    const { context, page } = await product.signedInPage({ width: 1280 });
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('menuitem').first().waitFor();
    await nav.hover();
    const titles = nav.locator('.ant-menu-item-group-title');
    await expect
      .poll(() => titles.allTextContents())
      .toEqual([...AREAS, 'Atendimento e registros']);
    await settled(page);
    await screenshot(page, 'menu-areas');
    await context.close();
  });

  it('shows the area titles in the drawer at 390 px', async () => {
    const { context, page } = await product.signedInPage({ width: 390 });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.locator('.ant-drawer');
    const titles = drawer.locator('.ant-menu-item-group-title');
    await expect
      .poll(() => titles.allTextContents())
      .toEqual([...AREAS, 'Atendimento e registros']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await settled(page);
    await screenshot(page, 'menu-areas');
    await context.close();
  });
});
