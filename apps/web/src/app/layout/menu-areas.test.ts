import { ROUTES } from '@chargedeck/shared';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../router/page-registry';
import { menuAreasOf } from './menu-areas';

const menuPaths = new Set(ROUTES.filter((route) => route.menu).map((route) => route.path));
const menu = PAGES.filter((page) => menuPaths.has(page.path));

describe('sidebar areas', () => {
  it('puts every menu page in a named area, in the areas order', () => {
    const areas = menuAreasOf(menu);
    expect(areas.map((area) => area.key)).toEqual([
      'overview',
      'stations',
      'people',
      'money',
      'service',
    ]);
    expect(areas.flatMap((area) => area.pages).length).toBe(menu.length);
  });

  it('gives each menu entry its own icon', () => {
    expect(new Set(menu.map((page) => page.icon)).size).toBe(menu.length);
  });

  it('drops empty areas and puts pages of no area last', () => {
    const areas = menuAreasOf([{ path: '/new-page' }, { path: '/support' }, { path: '/' }]);
    expect(areas).toEqual([
      { key: 'overview', pages: [{ path: '/' }] },
      { key: 'service', pages: [{ path: '/support' }] },
      { key: 'other', pages: [{ path: '/new-page' }] },
    ]);
  });
});
