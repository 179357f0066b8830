import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { openMenuPage } from '../support/navigation';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';
import { ADMIN } from '../support/server';

const INFO_GREEN = 'rgb(35, 120, 4)';
const WARN_ORANGE = 'rgb(173, 78, 0)';

describe('logs screen', () => {
  const product = useProduct({ robotCheck: 'off' });

  beforeAll(async () => {
    // A refused attempt gives the log a WARN line.
    await fetch(`${product.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: ADMIN.email,
        password: 'Wrong-Secret-9',
        recaptchaResponse: '',
      }),
    });
  });

  for (const width of [1280, 390]) {
    it(`shows today's sign-in coloured and downloads a date range as a zip at ${width} px`, async () => {
      const { context, page } = await product.signedInPage({ width });

      await openMenuPage(page, width, 'Logs');
      await page.waitForURL((url) => url.pathname === '/log');
      const log = page.getByRole('log');
      const signInLine = log
        .locator('[data-level="INFO"]', { hasText: `Sign-in of ${ADMIN.email}` })
        .last();
      await signInLine.waitFor();
      expect(await signInLine.evaluate((el) => getComputedStyle(el).color)).toBe(INFO_GREEN);
      const refused = log
        .locator('[data-level="WARN"]', { hasText: 'Sign-in refused (401)' })
        .first();
      expect(await refused.evaluate((el) => getComputedStyle(el).color)).toBe(WARN_ORANGE);
      expect(await log.innerText()).not.toContain('Wrong-Secret-9');
      expect(await log.innerText()).not.toContain(ADMIN.password);
      await screenshot(page, 'logs');

      // Choosing a range (today to today) starts the download at once.
      const today = new Date().toISOString().slice(0, 10);
      await page.locator('#logs-range').click();
      const day = () =>
        page
          .locator(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${today}"]`)
          .first();
      const downloading = page.waitForEvent('download');
      await day().click();
      // The range picker moves to the end date after the first pick; let its panel settle.
      await page.waitForTimeout(400);
      await day().click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^log-.+\.zip$/);
      const zip = await readFile((await download.path())!);
      expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
      expect(zip.toString('latin1')).toContain(`${today}.log`);
      await screenshot(page, 'logs-range');
      await context.close();
    });
  }
});
