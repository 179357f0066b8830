import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../storage/storage-keys';
import { createApiClient } from './api-client';

function setup(answer: () => Promise<Response>, stored: Record<string, string> = {}) {
  const store = memoryStore({ 'api-key': 'key-1', ...stored });
  const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => answer());
  const client = createApiClient({
    fetch,
    store,
    locale: () => 'pt-BR',
    timezoneOffsetMinutes: () => 180,
  });
  const expired = vi.fn();
  client.onSessionExpired(expired);
  return { client, store, fetch, expired };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
const session = { 'auth-token': 'tok', 'auth-user': '{}' };

describe('api client', () => {
  it('sends the headers and the JSON body', async () => {
    const { client, fetch } = setup(() => json(201, { data: { id: 1 } }), session);
    const result = await client.post('register', { email: 'a@b.c' });
    expect(result).toEqual({ ok: true, status: 201, data: { data: { id: 1 } } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/register');
    expect(init?.body).toBe('{"email":"a@b.c"}');
    expect(init?.headers).toMatchObject({
      'Api-Key': 'key-1',
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
      'X-Timezone-Offset': '-3',
    });
  });

  it('ends the session on a 401 to a signed-in call', async () => {
    const { client, store, expired } = setup(() => json(401, { error: 'expired' }), session);
    const result = await client.get('notification/chargeBox');
    expect(result).toMatchObject({ ok: false, status: 401, error: { error: 'expired' } });
    expect(expired).toHaveBeenCalledOnce();
    expect(store.getItem('auth-token')).toBeNull();
    expect(store.getItem('auth-user')).toBeNull();
  });

  it('reports the end of the session once when several calls answer 401 together', async () => {
    const { client, expired } = setup(() => json(401, { error: 'expired' }), session);
    await Promise.all([client.get('a'), client.get('b'), client.post('c')]);
    expect(expired).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on the login 401 and on calls without a session', async () => {
    const signedIn = setup(() => json(401, { error: 'bad' }), session);
    await signedIn.client.post('login', {}, { sessionExpiry: false });
    expect(signedIn.expired).not.toHaveBeenCalled();
    expect(signedIn.store.getItem('auth-token')).toBe('tok');
    const signedOut = setup(() => json(401, { error: 'bad' }));
    await signedOut.client.post('forgotpassword/sendCode', {});
    expect(signedOut.expired).not.toHaveBeenCalled();
  });

  it('reports a failed request as a network failure', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await client.get('legal/terms')).toEqual({
      ok: false,
      kind: 'network',
      status: 0,
      error: { error: 'Failed to fetch' },
    });
  });

  it('downloads a 200 as a file named by the server and refuses other statuses', async () => {
    const file = setup(() =>
      Promise.resolve(
        new Response('a;b', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="tags.csv"' },
        }),
      ),
    );
    const result = await file.client.download('report/xlsx/ocpptags');
    expect(result.ok && result.data instanceof File && result.data.name).toBe('tags.csv');
    const refused = setup(() => json(403, { error: 'limit' }));
    expect(await refused.client.download('report/xlsx/ocpptags')).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});
