import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { PAGSEGURO_SCRIPT_URL, PagSeguroCardProvider } from './pagseguro-card-provider';

describe('PagSeguro card provider', () => {
  it('opens sessions on the environment it is configured for, with the account token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ session: 'sess-1', expires_at: 1_900_000_000_000 }), {
        status: 201,
      });
    }) as unknown as typeof fetch;
    const production = new PagSeguroCardProvider({
      env: 'production',
      token: 'tok-9',
      fetch: fakeFetch,
    });
    expect(await production.createSession()).toEqual({
      session: 'sess-1',
      expiresAt: new Date(1_900_000_000_000).toISOString(),
    });
    expect(calls[0]?.url).toBe('https://sdk.pagseguro.com/checkout-sdk/sessions');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
    expect(production.checkout()).toEqual({
      provider: 'pagseguro',
      sandbox: false,
      scriptUrl: PAGSEGURO_SCRIPT_URL,
      env: 'PROD',
    });

    const sandbox = new PagSeguroCardProvider({ env: 'sandbox', token: 't', fetch: fakeFetch });
    await sandbox.createSession();
    expect(calls[1]?.url).toBe('https://sandbox.sdk.pagseguro.com/checkout-sdk/sessions');
    expect(sandbox.checkout()).toMatchObject({ sandbox: true, env: 'SANDBOX' });
  });

  it('answers 502 when PagSeguro refuses', async () => {
    const refusing = (async () =>
      new Response('{"error_messages":[]}', { status: 401 })) as unknown as typeof fetch;
    const provider = new PagSeguroCardProvider({ env: 'sandbox', token: 'bad', fetch: refusing });
    await expect(provider.createSession()).rejects.toMatchObject({ statusCode: 502 });
  });

  it('is chosen by CARD_PROVIDER, which needs its token', () => {
    expect(loadConfig({}).card).toEqual({ provider: 'sandbox' });
    expect(
      loadConfig({ CARD_PROVIDER: 'pagseguro', PAGSEGURO_TOKEN: 'x', PAGSEGURO_ENV: 'production' })
        .card,
    ).toEqual({
      provider: 'pagseguro',
      pagseguroEnv: 'production',
      pagseguroToken: 'x',
    });
    expect(() => loadConfig({ CARD_PROVIDER: 'pagseguro' })).toThrow(/PAGSEGURO_TOKEN/);
    expect(() => loadConfig({ CARD_PROVIDER: 'stripe' })).toThrow(/CARD_PROVIDER/);
  });
});
