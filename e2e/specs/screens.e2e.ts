import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../support/locale-check';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

interface Created {
  data: Record<string, unknown>;
}

/** What spills over the viewport's right edge at this width: the page, or a text node. */
async function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    const width = document.documentElement.clientWidth;
    const clippedWithin = (element: Element, edge: number) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if (overflow !== 'visible' && at.getBoundingClientRect().right <= edge + 1) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, svg')) continue;
      // Text inside a container that scrolls or clips within the screen (a wide table, the
      // tabs' overflow, a visually hidden caption) stays there, as designed.
      if (clippedWithin(parent, width)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1) found.push(`text "${text}" ends at ${box.right}`);
    }
    return found;
  });
}

/** Every screen of the menu and the forms and details behind it, with its screenshot name. */
function screensOf(ids: { station: number; user: number; group: number; profile: string }) {
  return [
    ['home', '/'],
    ['stations', '/stations'],
    ['station-create', '/stations/create'],
    ['station-edit', `/stations/edit/${ids.station}`],
    ['station-groups', '/station_groups'],
    ['station-group-create', '/station_groups/create'],
    ['users', '/users'],
    ['user-create', '/users/create'],
    ['user-edit', `/user/${ids.user}`],
    ['transactions', '/transactions'],
    ['financial', '/financial'],
    ['indicators', '/indicators'],
    ['support', '/support'],
    ['push', '/push_notification'],
    ['alerts', '/alerts'],
    ['logs', '/log'],
    ['ocpp-tags', '/ocpptags'],
    ['ocpp-tag-create', '/ocpptags/create'],
    ['unknown-tags', '/ocpptags/unknown'],
    ['operations', '/operations'],
    ['charging-profile-create', '/charging_profile/create'],
    ['dynamic-pricing', '/dynamic-pricing'],
    ['dynamic-pricing-profile', `/dynamic-pricing/${ids.profile}`],
    ['dynamic-pricing-day', `/dynamic-pricing/${ids.profile}/monday`],
    ['dynamic-pricing-exception', `/dynamic-pricing/${ids.profile}/exception`],
    ['virtual-groups', '/virtual-groups'],
    ['virtual-group-create', '/virtual-groups/create'],
    ['virtual-group-view', `/virtual-groups/view/${ids.group}`],
    ['virtual-group-edit', `/virtual-groups/edit/${ids.group}`],
    ['virtual-group-chargers', `/virtual-groups/edit/${ids.group}/chargeboxes`],
  ] as const;
}

describe('every screen in each language, at desktop and phone width', () => {
  const product = useProduct({
    robotCheck: 'off',
    env: { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
  });
  let screens: readonly (readonly [string, string])[] = [];

  beforeAll(async () => {
    const api = await product.adminApi();
    const station = await api.create<Created>('/api/chargepoints', {
      ...stationFields('SCREENS-CB-1', 'Estação Paulista'),
      locationLatitude: -23.5613,
      locationLongitude: -46.6565,
      hasPayment: true,
      paymentChargeTypeCost: 'KWH',
      moneyPerKilowattCost: 150,
    });
    await api.create('/api/ocpptags', { id_tag: 'SCREENS-TAG', tenant_pk: 1, note: 'Frota' });
    const user = await api.create<Created>('/api/users_data', {
      firstName: 'Lia',
      email: 'lia.screens@example.com',
      password: 'Secret123!',
      tenant_pk: 1,
      ocppTags: ['SCREENS-TAG'],
    });
    const profile = await api.create<{ dynamicPricingUuid: string }>('/api/dynamic-pricing', {
      name: 'Noite barata',
    });
    const group = await api.create<{ virtual_group_id: number }>('/gateway/virtual-groups', {
      name: 'Shopping Norte',
      description: 'Garagem do subsolo',
      charge_boxs: [{ charge_box_id: Number(station.data.chargeBoxPk) }],
    });
    const simulated = await product.connectStation('SCREENS-CB-1', { connectors: 2 });
    const start = await simulated.ctx.call('StartTransaction', {
      connectorId: 1,
      idTag: 'SCREENS-TAG',
      meterStart: 0,
      timestamp: new Date(Date.now() - 40 * 60_000).toISOString(),
    });
    await simulated.ctx.call('StopTransaction', {
      transactionId: start.transactionId,
      meterStop: 7_250,
      timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
      reason: 'EVDisconnected',
    });
    screens = screensOf({
      station: Number(station.data.chargeBoxPk),
      user: Number(user.data.user_pk),
      group: group.virtual_group_id,
      profile: profile.dynamicPricingUuid,
    });
  });

  const languages: [string, string][] = [
    ['pt-BR', 'Português (Brasil)'],
    ['en', 'English'],
  ];
  for (const [locale, label] of languages) {
    for (const width of [1280, 390]) {
      it(`${locale} at ${width} px: nothing spills over the screen's edge`, async () => {
        const { context, page } = await product.signedInPage({ width });
        await chooseLanguage(page, label);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
        const spilled: string[] = [];
        for (const [name, path] of screens) {
          await page.goto(`${product.baseUrl}${path}`);
          await page.waitForLoadState('networkidle');
          await settled(page);
          // The home counters count up for three seconds before they show their value.
          if (path === '/') await page.waitForTimeout(3_200);
          for (const problem of await overflowOf(page)) spilled.push(`${path}: ${problem}`);
          await screenshot(page, `screens/${locale}/${name}`);
        }
        await context.close();
        expect(spilled).toEqual([]);
      }, 240_000);
    }
  }
});
