import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FCM_SCOPE, FcmAccessTokens, type ServiceAccount } from './fcm-access-token';
import { fcmSendRequest, FcmPushProvider } from './fcm-push-provider';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const account: ServiceAccount = {
  client_email: 'push@chargedeck-test.iam.gserviceaccount.com',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  token_uri: 'https://oauth2.googleapis.com/token',
};
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

interface Call {
  url: string;
  init: RequestInit;
}

/** A stand-in for Google: the token endpoint and the v1 send endpoint, answering in turn. */
function fakeGoogle(sendAnswers: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  let tokenCount = 0;
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    if (url === account.token_uri) {
      tokenCount += 1;
      return Response.json({ access_token: `ya29.token-${tokenCount}`, expires_in: 3599 });
    }
    const next = sendAnswers.shift() ?? { status: 200, body: { name: 'projects/p/messages/1' } };
    return Response.json(next.body, { status: next.status });
  }) as typeof fetch;
  return { calls, fetchFn };
}

const target = { token: 'fcm-device-token-123456', platform: 'android' as const };
const notification = { title: 'Rede Andina', body: 'Estação 7 de volta ao serviço.' };

describe('Firebase Cloud Messaging provider', () => {
  it('builds the HTTP v1 send request for one device', () => {
    const { url, init } = fcmSendRequest('chargedeck-test', 'ya29.abc', target, notification);
    expect(url).toBe('https://fcm.googleapis.com/v1/projects/chargedeck-test/messages:send');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Authorization: 'Bearer ya29.abc',
      'Content-Type': 'application/json; charset=UTF-8',
    });
    const body = JSON.parse(init.body) as { message: Record<string, unknown> };
    expect(body.message.token).toBe(target.token);
    expect(body.message.notification).toEqual(notification);
    expect(body.message.android).toMatchObject({ priority: 'high' });
  });

  it('exchanges a signed service-account JWT for an access token and reuses it', async () => {
    const google = fakeGoogle([]);
    let now = NOW;
    const provider = new FcmPushProvider(
      'chargedeck-test',
      new FcmAccessTokens(account, google.fetchFn, () => now),
      google.fetchFn,
    );
    expect(await provider.send(target, notification)).toEqual({
      token: target.token,
      outcome: 'sent',
      messageId: 'projects/p/messages/1',
    });
    await provider.send(target, notification);
    const tokenCalls = google.calls.filter((c) => c.url === account.token_uri);
    expect(tokenCalls).toHaveLength(1);

    const exchange = tokenCalls[0]!;
    expect(exchange.init.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    const form = new URLSearchParams(String(exchange.init.body));
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'RS256',
      typ: 'JWT',
    });
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toEqual({
      iss: account.client_email,
      scope: FCM_SCOPE,
      aud: account.token_uri,
      iat: NOW / 1000,
      exp: NOW / 1000 + 3600,
    });
    const verify = createVerify('RSA-SHA256');
    verify.update(`${header}.${claims}`);
    expect(verify.verify(publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);

    const sends = google.calls.filter((c) => c.url !== account.token_uri);
    expect((sends[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer ya29.token-1',
    );

    // Close to the token's expiry a new one is fetched.
    now += 3600 * 1000;
    await provider.send(target, notification);
    expect(google.calls.filter((c) => c.url === account.token_uri)).toHaveLength(2);
  });

  it('reports dead tokens, other failures and retries once with a fresh token after a 401', async () => {
    const fcmError = (status: number, code: string, errorCode?: string) => ({
      status,
      body: {
        error: {
          code: status,
          status: code,
          message: 'refused',
          details: errorCode
            ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }]
            : [],
        },
      },
    });
    const google = fakeGoogle([
      fcmError(404, 'NOT_FOUND', 'UNREGISTERED'),
      fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT'),
      fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE'),
      fcmError(401, 'UNAUTHENTICATED'),
      { status: 200, body: { name: 'projects/p/messages/2' } },
    ]);
    const provider = new FcmPushProvider(
      'chargedeck-test',
      new FcmAccessTokens(account, google.fetchFn, () => NOW),
      google.fetchFn,
    );
    expect(await provider.send(target, notification)).toMatchObject({
      outcome: 'invalid-token',
      reason: 'UNREGISTERED: refused',
    });
    expect(await provider.send(target, notification)).toMatchObject({ outcome: 'invalid-token' });
    expect(await provider.send(target, notification)).toMatchObject({
      outcome: 'failed',
      reason: '503 UNAVAILABLE: refused',
    });
    expect(await provider.send(target, notification)).toMatchObject({
      outcome: 'sent',
      messageId: 'projects/p/messages/2',
    });
    const sends = google.calls.filter((c) => c.url !== account.token_uri);
    expect((sends.at(-1)!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer ya29.token-2',
    );
  });

  it('fails clearly when the token exchange is refused', async () => {
    const fetchFn = (async () =>
      Response.json(
        { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
        {
          status: 400,
        },
      )) as typeof fetch;
    const provider = new FcmPushProvider(
      'chargedeck-test',
      new FcmAccessTokens(account, fetchFn, () => NOW),
      fetchFn,
    );
    await expect(provider.send(target, notification)).rejects.toThrow(
      'FCM token exchange failed: 400 invalid_grant Invalid JWT Signature.',
    );
  });
});
