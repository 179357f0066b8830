import { describe, expect, it } from 'vitest';
import { ROUTES } from '@chargedeck/shared';
import { PAGES } from './page-registry';

describe('page registry', () => {
  it('registers only routes of the shared catalogue, once each', () => {
    const catalogue = new Set(ROUTES.map((route) => route.path));
    for (const page of PAGES) expect(catalogue.has(page.path), page.path).toBe(true);
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });
});
