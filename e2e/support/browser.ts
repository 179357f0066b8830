import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface PageOptions {
  width?: number;
  height?: number;
  /** localStorage entries set before the app starts, e.g. the cookie consent. */
  storage?: Record<string, string>;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

/** A fresh context (own storage) with the cookie notice already answered. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'pt-BR',
  });
  context.setDefaultTimeout(30_000);
  const storage = { 'cookie-consent': String(Date.now()), ...options.storage };
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    }
  }, storage);
  const page = await context.newPage();
  return { context, page };
}
