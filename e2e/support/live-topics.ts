import type { Page } from 'playwright-core';

/**
 * The topics a page follows, as it marks them on its root element once the server has
 * acknowledged each subscription (`<html data-realtime-topics="{apiKey}/stats …">`).
 */
const followed = (topicEnd: string) => `[data-realtime-topics*="${topicEnd}"]`;

/**
 * Waits until the page follows a live topic (the server has accepted its subscription), e.g.
 * `/notification/chargeBox`, before something happens that it must hear about.
 */
export async function waitForLiveTopic(page: Page, topicEnd: string): Promise<void> {
  await page.locator(`html${followed(topicEnd)}`).waitFor({ state: 'attached', timeout: 30_000 });
}

/** Waits until the page no longer follows a topic, e.g. once its connection is cut. */
export async function waitForTopicLost(page: Page, topicEnd: string): Promise<void> {
  await page
    .locator(`html:not(${followed(topicEnd)})`)
    .waitFor({ state: 'attached', timeout: 30_000 });
}
