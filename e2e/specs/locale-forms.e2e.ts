import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, visibleTexts } from '../support/locale-check';
import { dictionaryOf, localeTexts, type CheckedLocale } from '../support/locale-texts';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

const STATION = 'LOCALE-FORM-1';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PROFILE = 'Tarifa noite';

/**
 * Forms and dialogs in one language: the language menu, create forms with their errors shown,
 * a toast, a delete confirmation, the pricing and configurations screens. Any visible text not
 * from the locale's catalogues (or the test's own data) fails the test, named with its screen.
 */
describe('one language at a time in forms and dialogs', () => {
  const product = useProduct({ robotCheck: 'off' });
  const data = [STATION, PROFILE, 'admin@example.com', 'Admin', 'Administrador'];

  beforeAll(async () => {
    const api = await product.adminApi();
    await api.create('/api/chargepoints', stationFields(STATION, STATION));
    await api.create('/api/dynamic-pricing', { name: PROFILE });
  });

  const languages: [CheckedLocale, string][] = [
    ['pt-BR', 'Português (Brasil)'],
    ['en', 'English'],
  ];
  for (const [locale, label] of languages) {
    it(`shows only ${locale} texts in forms, errors, toasts and dialogs`, async () => {
      const T = dictionaryOf(locale);
      const fromCatalogue = localeTexts(locale, data);
      const foreign: string[] = [];
      const { context, page } = await product.signedInPage({ width: 1280 });
      const check = async (name: string) => {
        await settled(page);
        for (const text of await visibleTexts(page))
          if (!fromCatalogue(text)) foreign.push(`${name}: ${text}`);
        await screenshot(page, `locale-${locale}-${name}`);
      };
      // A button's name is its text, after its icon's name when it has one ("plus Criar perfil").
      const button = (name: string) =>
        page.getByRole('button', { name: new RegExp(`^(\\S+ )?${escapeRegExp(name)}$`) });
      const fieldErrors = () => page.locator('.ant-form-item-explain-error').first().waitFor();

      const open = async (path: string) => {
        await page.goto(`${product.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
      };

      // The language menu: the language chosen in it, then the menu open again in that language.
      const saved = page.waitForResponse((r) => r.url().includes('/profile/locale'));
      await chooseLanguage(page, label);
      await saved;
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      // Afresh, without the sign-in toast told in the language the user had before.
      await open('/');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await page.getByTestId('language-menu').click();
      await page.getByRole('menuitem', { name: label }).waitFor();
      await check('language-menu');
      await page.keyboard.press('Escape');

      // Pricing: the list, its create dialog with the name error, a delete confirmation.
      await open('/dynamic-pricing');
      await page.getByText(PROFILE).waitFor();
      await check('pricing-list');
      await button(T.pricing.list.create).click();
      await button(T.pricing.list.save).click();
      await page.getByText(T.pricing.list.nameRequired).waitFor();
      await check('pricing-create-errors');
      await button(T.pricing.list.cancel).click();
      await page.locator('.ant-modal-root').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `${T.pricing.list.delete} ${PROFILE}` }).click();
      await page.getByText(T.pricing.list.confirmText).waitFor();
      // Shown in full, its zoom finished, before its texts are read.
      await page.waitForFunction(() => {
        const box = document.querySelector('.ant-modal-confirm')?.getBoundingClientRect();
        return (box?.width ?? 0) > 200 && (box?.height ?? 0) > 80;
      });
      await check('pricing-delete-confirm');
      await page.keyboard.press('Escape');
      await page.getByText(T.pricing.list.confirmText).waitFor({ state: 'hidden' });

      // Pricing: the profile and a day's prices.
      await page.getByRole('link', { name: PROFILE }).click();
      await button(T.pricing.profile.setPrices).first().waitFor();
      await check('pricing-profile');
      await button(T.pricing.profile.setPrices).first().click();
      await button(T.pricing.form.addPeriod).click();
      await button(T.pricing.form.save).click();
      await fieldErrors();
      await check('pricing-day-errors');

      // Configurations: the list and the create form with its errors.
      await open('/virtual-groups');
      await check('configurations');
      await button(T.configurations.create).click();
      await page.waitForURL((url) => url.pathname === '/virtual-groups/create');
      await page.getByRole('heading', { name: T.configurations.createTitle }).waitFor();
      await button(T.configurations.create).click();
      await page.getByText(T.configurations.rules.nameRequired).waitFor();
      await check('configuration-create-errors');

      // Create forms with their errors shown before anything is sent.
      await open('/users/create');
      await button(T.users.form.save).click();
      await fieldErrors();
      await check('user-create-errors');
      await open('/stations/create');
      await button(T.stations.form.save).click();
      await fieldErrors();
      await check('station-create-errors');
      await open('/station_groups/create');
      await button(T.stations.form.save).click();
      await fieldErrors();
      await check('station-group-create-errors');
      await open('/ocpptags/create');
      await button(T.stationOps.tags.save).click();
      await fieldErrors();
      await check('ocpp-tag-create-errors');
      await open('/charging_profile/create');
      await button(T.stationOps.tags.save).click();
      await page.getByText(T.specTexts.chargingProfiles.descriptionRequired).waitFor();
      await check('charging-profile-create-errors');

      // A command sent with no station: the toast.
      await open('/operations');
      await button(T.stationOps.operations.execute).click();
      await page.getByText(T.specTexts.operations.selectStation).waitFor();
      await check('operations-toast');

      await context.close();
      expect([...new Set(foreign)]).toEqual([]);
    });
  }
});
