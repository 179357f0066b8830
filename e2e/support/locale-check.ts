import type { Page } from 'playwright-core';
import { en } from '../../apps/web/src/app/i18n/locales/en';
import { STORAGE_KEYS } from '../../apps/web/src/app/storage/storage-keys';

/** Every visible text node of the page (inputs' placeholders too), trimmed. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, svg')) continue;
      if (parent.getClientRects().length === 0) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      texts.push(text);
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]'))
      if (input.getClientRects().length > 0 && input.placeholder) texts.push(input.placeholder);
    return texts;
  });
}

/**
 * Switches the interface with the user menu's language switch, as a person would. It waits for
 * the choice to be saved with the signed-in user (a page opened before that would apply the
 * language saved before), then for the dropdown to be closed: a click on the switch while it is
 * still closing does not open it again.
 */
export async function chooseLanguage(page: Page, label: string): Promise<void> {
  const locale = Object.entries(en.layout.languages).find(([, name]) => name === label)?.[0];
  if (!locale) throw new Error(`No language is called ${label}`);
  const item = page.getByRole('menuitem', { name: label });
  // Seen under load: a click on the menu item while the dropdown was still opening changed
  // nothing. A person who sees the language unchanged opens the menu and chooses again.
  for (let attempt = 1; ; attempt += 1) {
    if (!(await item.isVisible())) await page.getByTestId('language-menu').click();
    await item.click();
    const chosen = await page
      .waitForFunction(
        ({ key, locale }) => {
          const user = JSON.parse(localStorage.getItem(key) ?? 'null') as {
            locale?: string;
          } | null;
          return document.documentElement.lang === locale && user?.locale === locale;
        },
        { key: STORAGE_KEYS.authUser, locale },
        { timeout: 10_000 },
      )
      .then(() => true)
      .catch((error: unknown) => {
        if (attempt === 3) throw error;
        return false;
      });
    if (chosen) break;
  }
  const closed = await item
    .waitFor({ state: 'hidden', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!closed) {
    // Seen once under load: the dropdown still open after the choice; closed as a person would.
    await page.keyboard.press('Escape');
    await item.waitFor({ state: 'hidden' });
  }
}
