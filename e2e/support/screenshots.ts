import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

const DIR = resolve(import.meta.dirname, '../screenshots');
const SETTLE_MS = 5_000;

/** Saves e2e/screenshots/{name}-{width}.png (git-ignored; a name may hold folders) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  const path = join(DIR, `${name}-${width}.png`);
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Waits for antd's open and close animations to finish before a screenshot. Endless ones (a
 * spinner, a pulsing badge) never finish and are not waited for; an animation still running
 * after five seconds is named in the log and the screenshot is taken anyway.
 */
export async function settled(page: Page): Promise<void> {
  const finite = () =>
    document
      .getAnimations()
      .filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
      );
  try {
    await page.waitForFunction(`(${finite.toString()})().length === 0`, undefined, {
      timeout: SETTLE_MS,
    });
  } catch {
    const running = await page.evaluate(
      `(${finite.toString()})().map((a) => a.animationName ?? a.transitionProperty ?? a.id)`,
    );
    console.warn(`animations still running before a screenshot: ${JSON.stringify(running)}`);
  }
}
