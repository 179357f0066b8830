import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SimulatedStation } from '@chargedeck/simulator';
import { waitForLiveTopic, waitForTopicLost } from '../support/live-topics';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';

/** Signed in, a station fault reaches the page live: a toast and the header menu, no reload. */
describe('live notifications', () => {
  const product = useProduct({ robotCheck: 'off' });
  let stations: SimulatedStation[] = [];

  beforeAll(async () => {
    stations = await product.connectStations(['LIVE-1', 'LIVE-2']);
    for (const station of stations) await station.settled();
  });

  it('reads again what happened while the connection was down', async () => {
    const { context, page } = await product.openPage({ width: 1280 });
    // The realtime socket passes through the test, which can cut it and refuse new ones.
    let down = false;
    let upgraded = false;
    const open: { close(): Promise<void> }[] = [];
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (down) return void ws.close();
      const toServer = ws.connectToServer();
      ws.onMessage((message) => {
        // Engine.IO's upgrade packet: from here on the client talks over this WebSocket only.
        if (message === '5') upgraded = true;
        toServer.send(message);
      });
      open.push(ws);
    });
    await product.signIn(page);
    const bell = page.getByTestId('notifications-bell');
    await bell.waitFor();
    await waitForLiveTopic(page, '/notification/chargeBox');
    // The client starts on HTTP polling and then moves to the WebSocket, which the test cuts.
    await expect.poll(() => open.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await vi.waitFor(
      () => {
        if (!upgraded) throw new Error('the client has not moved to the WebSocket');
      },
      { timeout: 30_000, interval: 50 },
    );
    down = true;
    await Promise.all(open.map((ws) => ws.close()));
    await waitForTopicLost(page, '/notification/chargeBox');
    await stations[0]?.fault(2, 'HighTemperature', 'Superaquecimento');
    await stations[0]?.settled();
    // Back on HTTP polling (the WebSocket is refused), the page follows the topic again.
    await waitForLiveTopic(page, '/notification/chargeBox');
    // Nothing arrived while down: no toast for it.
    expect(await page.getByText('Superaquecimento').count()).toBe(0);
    down = false;
    await bell.click();
    const item = page
      .getByTestId('notifications-menu')
      .getByRole('listitem')
      .filter({ hasText: 'HighTemperature' })
      .first();
    await item.waitFor({ timeout: 20_000 });
    await context.close();
  });

  for (const [width, station, connector] of [
    [1280, 0, 1],
    [390, 1, 1],
  ] as const) {
    it(`shows a fault as a toast and in the header menu at ${width} px`, async () => {
      const { context, page } = await product.signedInPage({ width });
      const bell = page.getByTestId('notifications-bell');
      await bell.waitFor();
      // The page follows the notifications before the fault happens.
      await waitForLiveTopic(page, '/notification/chargeBox');
      const before = await page.evaluate(() => performance.now());
      const chargeBoxId = width === 1280 ? 'LIVE-1' : 'LIVE-2';
      await stations[station]?.fault(connector, 'GroundFailure', 'Fuga de corrente');
      const toast = page.getByText(`Estação ${chargeBoxId} acionou o evento Failure`);
      await toast.waitFor({ timeout: 10_000 });
      await settled(page);
      await screenshot(page, 'notifications-toast');
      await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/Notificações: \d+ nova/);
      // Same document: nothing was reloaded.
      expect(await page.evaluate(() => performance.now())).toBeGreaterThan(before);
      await bell.click();
      const menu = page.getByTestId('notifications-menu');
      await menu.waitFor();
      const item = menu
        .getByRole('listitem')
        .filter({ hasText: `Estação ${chargeBoxId}` })
        .first();
      await item.waitFor();
      expect(await item.textContent()).toContain('Failure');
      expect(await item.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(width);
      await screenshot(page, 'notifications-menu');
      await context.close();
    });
  }
});
