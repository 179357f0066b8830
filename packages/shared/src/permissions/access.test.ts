import { describe, expect, it } from 'vitest';
import { canAccess, canSeeMonetization, routeMatches, type AccessContext } from './access';

const allOn = {
  monetization: true,
  vouchers: true,
  logs: true,
  smartCharging: true,
  payment: true,
};
const ctx = (over: Partial<AccessContext>): AccessContext => ({
  permissions: [],
  features: allOn,
  theme: 'move',
  ...over,
});

describe('route permissions', () => {
  it('matches parameterised routes in both spellings', () => {
    expect(routeMatches('/stations/edit/:id', '/stations/edit/12')).toBe(true);
    expect(routeMatches('/stations/edit/{id}', '/stations/edit/12')).toBe(true);
    expect(routeMatches('/stations/edit/:id', '/stations/edit')).toBe(false);
  });

  it('needs an active route entry', () => {
    const on = ctx({ permissions: [{ role_id: null, route: '/stations', status: true }] });
    const off = ctx({ permissions: [{ role_id: null, route: '/stations', status: false }] });
    expect(canAccess(on, '/stations')).toBe(true);
    expect(canAccess(off, '/stations')).toBe(false);
  });

  it('removes monetization routes when the tenant switch is off, even with the role', () => {
    const permissions = [
      { role_id: 'DASH_CVE_PRO_MONETIZATION_CONFIG', route: null, status: true },
    ];
    expect(canAccess(ctx({ permissions }), '/dynamic-pricing')).toBe(true);
    expect(
      canAccess(ctx({ permissions, features: { ...allOn, payment: false } }), '/dynamic-pricing'),
    ).toBe(false);
  });

  it('opens logs only with all three roles or the fleet theme', () => {
    const two = [
      { role_id: 'DASH_CVE_PRO_SMART_CHARGING_LOAD_BALANCE', route: null, status: true },
      { role_id: 'DASH_CVE_PRO_MONETIZATION_CONFIG', route: null, status: true },
    ];
    expect(canAccess(ctx({ permissions: two }), '/log')).toBe(false);
    const three = [...two, { role_id: 'DASH_CVE_PRO_CREATE_VOUCHER', route: null, status: true }];
    expect(canAccess(ctx({ permissions: three }), '/log')).toBe(true);
    expect(canAccess(ctx({ theme: 'andina-flota' }), '/log')).toBe(true);
    expect(
      canAccess(ctx({ theme: 'andina-flota', features: { ...allOn, logs: false } }), '/log'),
    ).toBe(false);
  });

  it('shows cost and income only with the role and the indicators route on', () => {
    const role = { role_id: 'DASH_CVE_PRO_MONETIZATION_CONFIG', route: null, status: true };
    const route = { role_id: null, route: '/financial-indicators', status: true };
    expect(canSeeMonetization(ctx({ permissions: [role] }))).toBe(false);
    expect(canSeeMonetization(ctx({ permissions: [role, route] }))).toBe(true);
  });
});
