import { describe, expect, it } from 'vitest';
import type { AccessContext } from '@chargedeck/shared';
import { accessiblePages, menuPages, selectedMenuPath } from './page-access';

const features = {
  monetization: true,
  vouchers: true,
  logs: true,
  smartCharging: true,
  payment: true,
};
const ctx = (permissions: AccessContext['permissions'], theme = 'move'): AccessContext => ({
  permissions,
  features,
  theme,
});
const pages = [{ path: '/' }, { path: '/stations' }, { path: '/user/:id' }, { path: '/vouchers' }];

describe('page access', () => {
  it('always lets a signed-in user open the general view', () => {
    expect(accessiblePages(pages, ctx([])).map((p) => p.path)).toEqual(['/']);
  });

  it('opens the pages whose route is on and keeps the others out', () => {
    const access = ctx([
      { role_id: null, route: '/stations', status: true },
      { role_id: null, route: '/user/{id}', status: true },
      { role_id: null, route: '/vouchers', status: false },
    ]);
    expect(accessiblePages(pages, access).map((p) => p.path)).toEqual([
      '/',
      '/stations',
      '/user/:id',
    ]);
  });

  it('lists in the menu only the catalogue menu entries', () => {
    const access = ctx([
      { role_id: null, route: '/stations', status: true },
      { role_id: null, route: '/user/:id', status: true },
      { role_id: 'DASH_CVE_PRO_CREATE_VOUCHER', route: null, status: true },
    ]);
    expect(menuPages(pages, access).map((p) => p.path)).toEqual(['/', '/stations', '/vouchers']);
  });

  it('highlights the menu entry heading the location', () => {
    const menu = ['/', '/stations', '/station_groups'];
    expect(selectedMenuPath(menu, '/')).toBe('/');
    expect(selectedMenuPath(menu, '/stations/edit/3')).toBe('/stations');
    expect(selectedMenuPath(menu, '/station_groups')).toBe('/station_groups');
    expect(selectedMenuPath(menu, '/alerts')).toBeUndefined();
  });
});
