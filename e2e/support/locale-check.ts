import type { Page } from 'playwright-core';

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
 * Switches the interface with the user menu's language switch, as a person would, and waits
 * for its dropdown to close: a click on the switch while the dropdown is still closing does not
 * open it again, so the next choice would wait for a menu that never comes.
 */
export async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.getByTestId('language-menu').click();
  const item = page.getByRole('menuitem', { name: label });
  await item.click();
  await item.waitFor({ state: 'hidden' });
}
