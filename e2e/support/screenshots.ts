import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

const DIR = resolve(import.meta.dirname, '../screenshots');

/** Saves e2e/screenshots/{name}-{width}.png (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = join(DIR, `${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
