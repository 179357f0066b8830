import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import type { SimulatedStation } from '@chargedeck/simulator';
import { waitForLiveTopic, waitForTopicLost } from '../support/live-topics';
import { useProduct } from '../support/product';
import { screenshot, settled } from '../support/screenshots';
import { stationFields } from '../support/simulated-stations';

/** What raises a toast for a user who never chose (DEFAULT_TOAST_TYPES). */
const DEFAULT_TOASTS = ['Failure', 'Disconnected', 'StartRejected', 'TaskFailed'];

/** Counts every toast the page shows from now on, even one that closes before it is looked at. */
async function countToasts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = new Set<Element>();
    const w = window as unknown as { toastsSeen: () => number };
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.ant-notification-notice')) seen.add(el);
    }).observe(document.body, { childList: true, subtree: true });
    w.toastsSeen = () => seen.size;
  });
  return () =>
    page.evaluate(() => (window as unknown as { toastsSeen: () => number }).toastsSeen());
}

/** The unread count the bell shows (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notifications-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

/** Signed in, a station fault reaches the page live: a toast and the header menu, no reload. */
describe('live notifications', () => {
  const product = useProduct({ robotCheck: 'off' });
  let stations: SimulatedStation[] = [];

  beforeAll(async () => {
    stations = await product.connectStations(['LIVE-1', 'LIVE-2', 'LIVE-3']);
    for (const station of stations) await station.settled();
    const api = await product.adminApi();
    const tag = await api.call('POST', '/api/ocpptags', {
      id_tag: 'LIVE-TAG',
      tenant_pk: 1,
      note: 'Cartão de teste',
    });
    expect(tag.status).toBe(201);
  });

  it('sends routine events to the bell without a toast, and toasts a fault', async () => {
    const { context, page } = await product.signedInPage({ width: 1280, path: '/stations' });
    const bell = page.getByTestId('notifications-bell');
    await bell.waitFor();
    await waitForLiveTopic(page, '/notification/chargeBox');
    // Opening the bell reads what is there: the count goes to zero and stays so after a reload.
    await bell.click();
    await page.getByTestId('notifications-menu').getByRole('listitem').first().waitFor();
    await expect.poll(() => bellCount(page)).toBe(0);
    await bell.click();
    await page.reload();
    await bell.waitFor();
    await waitForLiveTopic(page, '/notification/chargeBox');
    expect(await bellCount(page)).toBe(0);
    const toasts = await countToasts(page);

    // A burst of routine events: a connector back to Available five times, a recharge.
    const station = stations[2];
    for (let i = 0; i < 5; i += 1) {
      await station?.setStatus(2, 'Preparing');
      await station?.setStatus(2, 'Available');
    }
    expect((await station?.startTransaction(1, 'LIVE-TAG'))?.status).toBe('Accepted');
    await station?.stopTransaction(1);
    await station?.settled();
    // Five Available, a start and an end (and a Short Recharge): counted, live, by the bell.
    await expect.poll(() => bellCount(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(7);
    const routine = await bellCount(page);
    expect(await toasts()).toBe(0);
    await screenshot(page, 'notifications-routine-burst');

    // The count is the server's: a reload shows the same.
    await page.reload();
    await bell.waitFor();
    // (Events still on their way, such as the connector back to Available, count too.)
    await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(routine);
    await waitForLiveTopic(page, '/notification/chargeBox');
    const afterReload = await countToasts(page);
    const unread = await bellCount(page);

    // A fault needs the operator now: a toast at the top right, below the header.
    await station?.fault(2, 'GroundFailure', 'Fuga de corrente');
    const toast = page.locator('.ant-notification-notice').filter({
      hasText: 'Estação LIVE-3 acionou o evento Falha',
    });
    await toast.waitFor({ timeout: 10_000 });
    expect(await afterReload()).toBe(1);
    await expect.poll(() => bellCount(page)).toBe(unread + 1);
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    expect(box && header && box.y >= header.y + header.height).toBe(true);
    expect(box && box.x + box.width > 1280 / 2).toBe(true);
    await settled(page);
    await screenshot(page, 'notifications-fault-toast');

    // The user turns fault toasts off in the bell; the choice is kept on the server.
    await bell.click();
    await page.getByTestId('toast-settings-toggle').click();
    const failure = page.getByTestId('toast-settings').locator('input[value="Failure"]');
    await expect.poll(() => failure.isChecked()).toBe(true);
    await screenshot(page, 'notifications-toast-settings');
    await failure.click();
    await expect.poll(() => failure.isChecked()).toBe(false);
    await page.reload();
    await bell.waitFor();
    await waitForLiveTopic(page, '/notification/chargeBox');
    const quiet = await countToasts(page);
    const before = await bellCount(page);
    await station?.clearFault(2);
    await station?.fault(2, 'HighTemperature', 'Superaquecido');
    await expect.poll(() => bellCount(page), { timeout: 20_000 }).toBeGreaterThan(before);
    expect(await quiet()).toBe(0);
    // The next tests sign in as the same administrator: back to the defaults.
    const api = await product.adminApi();
    const reset = await api.call('PUT', '/api/notification/settings', {
      toastTypes: DEFAULT_TOASTS,
    });
    expect(reset.status).toBe(200);
    await context.close();
  });

  it('toasts a refused start and a failed task, unless the user turns those kinds off', async () => {
    const api = await product.adminApi();
    // A station the server knows but that never connected: a command to it fails at once.
    await api.create('/api/chargepoints', stationFields('LIVE-OFF'));
    const { context, page } = await product.signedInPage({ width: 1280, path: '/stations' });
    const bell = page.getByTestId('notifications-bell');
    await bell.waitFor();
    await waitForLiveTopic(page, '/notification/chargeBox');
    const toastOf = (text: string) =>
      page.locator('.ant-notification-notice').filter({ hasText: text }).first();
    const refuseCard = async () =>
      expect((await stations[0]?.startTransaction(1, 'LIVE-UNKNOWN'))?.status).toBe('Rejected');
    const remoteStart = () =>
      api.call('POST', '/api/operations/v1.6/remote_start_transaction', {
        chargePointSelectList: [{ chargeBoxId: 'LIVE-2' }],
        connectorId: 9,
        idTag: 'LIVE-TAG',
      });
    const commandToStationGone = () =>
      api.call('POST', '/api/operations/v1.6/clear_cache', {
        chargePointSelectList: [{ chargeBoxId: 'LIVE-OFF' }],
      });

    // A card the server does not know: the station's Authorize is refused.
    await refuseCard();
    await toastOf('Estação LIVE-1 acionou o evento Início recusado').waitFor({ timeout: 10_000 });
    // A remote start the station rejects (it has no connector 9).
    expect((await remoteStart()).status).toBe(200);
    await toastOf('Estação LIVE-2 acionou o evento Início recusado').waitFor({ timeout: 10_000 });
    // A command to a station that is not connected.
    expect((await commandToStationGone()).status).toBe(200);
    await toastOf('Estação LIVE-OFF acionou o evento Tarefa falhou').waitFor({ timeout: 10_000 });
    await settled(page);
    await screenshot(page, 'notifications-rejected-start-and-failed-task');

    // The user turns both kinds off in the bell: they still count, without a toast.
    await bell.click();
    await page.getByTestId('toast-settings-toggle').click();
    for (const type of ['StartRejected', 'TaskFailed']) {
      const box = page.getByTestId('toast-settings').locator(`input[value="${type}"]`);
      await expect.poll(() => box.isChecked()).toBe(true);
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(false);
    }
    await page.reload();
    await bell.waitFor();
    await waitForLiveTopic(page, '/notification/chargeBox');
    const quiet = await countToasts(page);
    const before = await bellCount(page);
    await refuseCard();
    expect((await remoteStart()).status).toBe(200);
    expect((await commandToStationGone()).status).toBe(200);
    await expect
      .poll(() => bellCount(page), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(before + 3);
    expect(await quiet()).toBe(0);
    // Alerts list them by default, as alert-worthy events, with their labels.
    await page.goto(`${product.baseUrl}/alerts`);
    await page.getByRole('heading', { name: 'Alertas' }).waitFor();
    const failedTask = page.locator('[data-alert="LIVE-OFF"][data-type="TaskFailed"]').first();
    await failedTask.waitFor({ timeout: 10_000 });
    expect(await failedTask.getByRole('img', { name: 'Tarefa falhou' }).count()).toBe(1);
    const refused = page.locator('[data-alert="LIVE-1"][data-type="StartRejected"]').first();
    await refused.waitFor();
    expect(await refused.getByRole('img', { name: 'Início recusado' }).count()).toBe(1);
    const reset = await api.call('PUT', '/api/notification/settings', {
      toastTypes: DEFAULT_TOASTS,
    });
    expect(reset.status).toBe(200);
    await context.close();
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
      const toast = page.getByText(`Estação ${chargeBoxId} acionou o evento Falha`);
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
      expect(await item.textContent()).toContain('Falha');
      expect(await item.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(width);
      await screenshot(page, 'notifications-menu');
      await context.close();
    });
  }
});
