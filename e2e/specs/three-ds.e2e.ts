import { SANDBOX_3DS_CARDS } from '@chargedeck/shared';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';

interface Capture {
  posted: string[];
}

/** What the page posts to its host: window messages, or the React Native bridge when present. */
async function capturePosts(page: Page, reactNative: boolean): Promise<void> {
  await page.addInitScript((rn: boolean) => {
    const capture: Capture = { posted: [] };
    (window as unknown as { capture: Capture }).capture = capture;
    if (rn) {
      (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
        postMessage: (message: string) => capture.posted.push(message),
      };
    } else {
      window.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && !event.data.includes('startPagSeguro'))
          capture.posted.push(event.data);
      });
    }
  }, reactNative);
}

async function nextPost(page: Page): Promise<Record<string, unknown>> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { capture: Capture }).capture.posted.shift(),
    undefined,
    { timeout: 15_000 },
  );
  return JSON.parse((await handle.jsonValue()) as string) as Record<string, unknown>;
}

describe('card 3-D Secure page', () => {
  const product = useProduct({ robotCheck: 'off' });

  async function session(): Promise<string> {
    const answer = await fetch(`${product.baseUrl}/api/payments/3ds/sessions`, { method: 'POST' });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { session: string }).session;
  }

  const start = (sessionId: string, number: string) =>
    JSON.stringify({
      command: 'startPagSeguro',
      session: sessionId,
      request: {
        data: {
          customer: { name: 'Ana Souza', email: 'ana@example.com' },
          paymentMethod: {
            type: 'CREDIT_CARD',
            installments: 1,
            card: { number, expMonth: '12', expYear: '2030' },
          },
          amount: { value: 5000, currency: 'BRL' },
          dataOnly: false,
        },
      },
    });

  for (const width of [1280, 390]) {
    it(`authenticates a sandbox card for the host at ${width} px`, async () => {
      const { context, page } = await product.openPage({ width });
      await capturePosts(page, false);
      await page.goto(`${product.baseUrl}/three-ds-authentication`);
      await page.getByText('Aguardando o aplicativo…').waitFor();
      await page.getByText('Sandbox: nenhum cartão real é cobrado').waitFor();
      expect(await page.locator('.ant-spin').count()).toBe(1);
      await screenshot(page, 'three-ds');

      const message = start(await session(), SANDBOX_3DS_CARDS.approved);
      await page.evaluate((m) => window.postMessage(m, '*'), message);
      const result = await nextPost(page);
      expect(result).toMatchObject({
        status: 'AUTH_FLOW_COMPLETED',
        authenticationStatus: 'AUTHENTICATED',
      });
      expect(String(result.id)).toMatch(/^3DS_/);
      await page.getByText('Autenticação concluída. Você pode voltar ao aplicativo.').waitFor();
      // The busy indicator stays 10 s after completion.
      expect(await page.locator('.ant-spin').count()).toBe(1);
      await screenshot(page, 'three-ds-done');
      await context.close();
    });
  }

  it('tells the React Native host of a denied card with a message of type error', async () => {
    const { context, page } = await product.openPage();
    await capturePosts(page, true);
    await page.goto(`${product.baseUrl}/three-ds-authentication`);
    await page.getByText('Aguardando o aplicativo…').waitFor();
    const message = start(await session(), SANDBOX_3DS_CARDS.denied);
    await page.evaluate((m) => window.postMessage(m, '*'), message);
    expect(await nextPost(page)).toMatchObject({
      type: 'error',
      authenticationStatus: 'NOT_AUTHENTICATED',
    });
    await context.close();
  });

  it("tells the host when the provider's script cannot load", async () => {
    const { context, page } = await product.openPage();
    await capturePosts(page, true);
    await page.route('**/api/payments/3ds/sandbox/pagseguro.js', (route) => route.abort());
    await page.goto(`${product.baseUrl}/three-ds-authentication`);
    expect(await nextPost(page)).toEqual({
      type: 'error',
      message: 'Não foi possível carregar o PagSeguro',
    });
    await context.close();
  });
});
