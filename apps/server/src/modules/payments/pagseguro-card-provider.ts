import type { CardAuthenticationSession, CardCheckoutSettings } from '@chargedeck/shared';
import { HttpError } from '../../platform/http/http-error';
import type { CardAuthenticationProvider } from './card-authentication-provider';

export type PagSeguroEnv = 'sandbox' | 'production';

/** PagSeguro's browser SDK (PagSeguro.setUp / PagSeguro.authenticate3DS). */
export const PAGSEGURO_SCRIPT_URL =
  'https://assets.pagseguro.com.br/checkout-sdk-js/rc/dist/browser/pagseguro.min.js';

const SESSION_URLS: Record<PagSeguroEnv, string> = {
  sandbox: 'https://sandbox.sdk.pagseguro.com/checkout-sdk/sessions',
  production: 'https://sdk.pagseguro.com/checkout-sdk/sessions',
};

export interface PagSeguroOptions {
  env: PagSeguroEnv;
  token: string;
  fetch?: typeof fetch;
}

/** PagSeguro 3-D Secure: sessions from its checkout SDK API, authentication in the browser. */
export class PagSeguroCardProvider implements CardAuthenticationProvider {
  readonly name = 'pagseguro' as const;

  constructor(private readonly options: PagSeguroOptions) {}

  checkout(): CardCheckoutSettings {
    return {
      provider: 'pagseguro',
      sandbox: this.options.env === 'sandbox',
      scriptUrl: PAGSEGURO_SCRIPT_URL,
      env: this.options.env === 'production' ? 'PROD' : 'SANDBOX',
    };
  }

  /** Sessions are the operator's account's, whichever tenant asks. */
  async createSession(): Promise<CardAuthenticationSession> {
    const doFetch = this.options.fetch ?? fetch;
    const answer = await doFetch(SESSION_URLS[this.options.env], {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${this.options.token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await answer.json().catch(() => ({}))) as {
      session?: unknown;
      expires_at?: unknown;
    };
    if (!answer.ok || typeof body.session !== 'string')
      throw new HttpError(502, 'cardSessionRefused', { params: { status: answer.status } });
    const expiresAt =
      typeof body.expires_at === 'number'
        ? new Date(body.expires_at).toISOString()
        : new Date(Date.now() + 30 * 60_000).toISOString();
    return { session: body.session, expiresAt };
  }
}
