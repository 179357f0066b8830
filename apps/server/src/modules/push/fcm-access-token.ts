import { createSign } from 'node:crypto';
import { readFile } from 'node:fs/promises';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
/** Renew this long before Google's expiry, so a send never carries a token about to lapse. */
const RENEW_MARGIN_SECONDS = 60;

export interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri: string;
}

/** Reads the JSON key file of a Google service account (FCM_SERVICE_ACCOUNT_FILE). */
export async function readServiceAccount(file: string): Promise<ServiceAccount> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<ServiceAccount>;
  if (!parsed.client_email || !parsed.private_key) {
    throw new Error(`${file} is not a service-account key: client_email and private_key missing`);
  }
  return {
    client_email: parsed.client_email,
    private_key: parsed.private_key,
    token_uri: parsed.token_uri || DEFAULT_TOKEN_URI,
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The signed assertion of RFC 7523 that Google exchanges for an OAuth access token. */
export function serviceAccountJwt(account: ServiceAccount, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: FCM_SCOPE,
      aud: account.token_uri,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    }),
  );
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${claims}`);
  return `${header}.${claims}.${base64url(signer.sign(account.private_key))}`;
}

/** The token request: a form post of the JWT-bearer grant. */
export function tokenRequest(account: ServiceAccount, nowSeconds: number) {
  const body = new URLSearchParams({
    grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
    assertion: serviceAccountJwt(account, nowSeconds),
  });
  return {
    url: account.token_uri,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    } satisfies RequestInit,
  };
}

/** OAuth access tokens for FCM, fetched on demand and reused until shortly before expiry. */
export class FcmAccessTokens {
  private cached: { token: string; until: number } | undefined;

  constructor(
    private readonly account: ServiceAccount,
    private readonly fetchFn: typeof fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    if (this.cached && this.cached.until > this.now()) return this.cached.token;
    const nowSeconds = Math.floor(this.now() / 1000);
    const { url, init } = tokenRequest(this.account, nowSeconds);
    const answer = await this.fetchFn(url, init);
    const body = (await answer.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (!answer.ok || !body.access_token) {
      throw new Error(
        `FCM token exchange failed: ${answer.status} ${body.error ?? ''} ${body.error_description ?? ''}`.trim(),
      );
    }
    const lifetime = Math.max((body.expires_in ?? 3600) - RENEW_MARGIN_SECONDS, 0);
    this.cached = { token: body.access_token, until: this.now() + lifetime * 1000 };
    return body.access_token;
  }

  /** Forget the token after the send endpoint refused it (401). */
  invalidate(): void {
    this.cached = undefined;
  }
}
