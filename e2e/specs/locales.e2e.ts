import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, visibleTexts } from '../support/locale-check';
import { localeTexts, type CheckedLocale } from '../support/locale-texts';
import { useProduct } from '../support/product';
import { stationFields } from '../support/simulated-stations';
import { screenshot, settled } from '../support/screenshots';

/** The main screens of the menu, with their screenshot names. */
const SCREENS = [
  ['home', '/'],
  ['stations', '/stations'],
  ['station-groups', '/station_groups'],
  ['users', '/users'],
  ['transactions', '/transactions'],
  ['indicators', '/indicators'],
  ['support', '/support'],
  ['push', '/push_notification'],
  ['alerts', '/alerts'],
  ['logs', '/log'],
  ['ocpp-tags', '/ocpptags'],
  ['unknown-tags', '/ocpptags/unknown'],
  ['operations', '/operations'],
] as const;

const STATION = 'LOCALE-CB-1';

describe('one language at a time', () => {
  const product = useProduct({ robotCheck: 'off' });
  const data: string[] = [STATION, 'admin@example.com', 'Admin', 'Administrador'];

  beforeAll(async () => {
    const api = await product.adminApi();
    await api.create('/api/chargepoints', stationFields(STATION, STATION));
  });

  it('remembers the language chosen in the user menu at the next sign-in', async () => {
    const first = await product.signedInPage({ width: 1280 });
    await chooseLanguage(first.page, 'Português (Brasil)');
    await first.page.getByRole('button', { name: 'Sair' }).waitFor();
    await chooseLanguage(first.page, 'English');
    await first.page.getByRole('button', { name: 'Logout' }).waitFor();
    await first.context.close();

    const again = await product.signedInPage({ width: 1280 });
    await again.page.getByRole('heading', { name: 'General View' }).waitFor();
    expect(await again.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await again.context.close();
  });

  const languages: [CheckedLocale, string][] = [
    ['pt-BR', 'Português (Brasil)'],
    ['en', 'English'],
  ];
  for (const [locale, label] of languages) {
    for (const width of [1280, 390]) {
      it(`shows only ${locale} texts on every main screen at ${width} px`, async () => {
        const { context, page } = await product.signedInPage({ width });
        await chooseLanguage(page, label);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
        const fromCatalogue = localeTexts(locale, data);
        const foreign: string[] = [];
        for (const [name, path] of SCREENS) {
          await page.goto(`${product.baseUrl}${path}`);
          await page.waitForLoadState('networkidle');
          await settled(page);
          for (const text of await visibleTexts(page))
            if (!fromCatalogue(text)) foreign.push(`${path}: ${text}`);
          await screenshot(page, `locale-${locale}-${name}`);
        }
        await context.close();
        expect([...new Set(foreign)]).toEqual([]);
      });
    }
  }
});
