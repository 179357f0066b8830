import { clearSession } from '../storage/session-storage';
import { STORAGE_KEYS, type KeyValueStore } from '../storage/storage-keys';
import {
  interpretAnswer,
  networkFailure,
  parseBody,
  toErrorBody,
  type ApiResult,
} from './api-answer';
import { buildHeaders, buildUrl, type HttpMethod, type Query } from './api-request';
import { filenameFromDisposition } from './download';

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  id?: string | number;
  signal?: AbortSignal;
  /** The login call answers 401 for wrong credentials; that is no expired session. */
  sessionExpiry?: boolean;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  store: KeyValueStore;
  locale: () => string;
  timezoneOffsetMinutes: () => number;
}

export function createApiClient(deps: ApiClientDeps) {
  let onSessionExpired: () => void = () => undefined;

  function prepare(method: HttpMethod, path: string, options: RequestOptions) {
    const token = deps.store.getItem(STORAGE_KEYS.authToken);
    const headers = buildHeaders({
      apiKey: deps.store.getItem(STORAGE_KEYS.apiKey),
      token,
      locale: deps.locale(),
      timezoneOffsetMinutes: deps.timezoneOffsetMinutes(),
    });
    const init: RequestInit = { method, headers, signal: options.signal };
    if (options.body instanceof FormData) {
      // The browser sets the multipart boundary itself.
      init.body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    return { url: buildUrl(method, path, options.query, options.id), init, token };
  }

  /**
   * A 401 to a call made with a session means the session is over (spec 1 §4). Calls that were
   * in flight together all answer 401; only the first, which still finds its token, reports it.
   */
  function watchExpiry(status: number, token: string | null, options: RequestOptions) {
    if (status !== 401 || !token || options.sessionExpiry === false) return;
    if (deps.store.getItem(STORAGE_KEYS.authToken) !== token) return;
    clearSession(deps.store);
    onSessionExpired();
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}) {
    const { url, init, token } = prepare(method, path, options);
    let answer: Response;
    let text: string;
    try {
      answer = await deps.fetch(url, init);
      text = await answer.text();
    } catch (reason) {
      if (options.signal?.aborted) throw reason;
      return networkFailure(reason) as ApiResult<T>;
    }
    watchExpiry(answer.status, token, options);
    return interpretAnswer<T>(answer.status, parseBody(text, answer.headers.get('Content-Type')));
  }

  /** Files (spec 1 §7): only a 200 counts; the name comes from Content-Disposition. */
  async function download(
    path: string,
    options: RequestOptions & { method?: 'GET' | 'POST' } = {},
  ): Promise<ApiResult<Blob>> {
    const { url, init, token } = prepare(options.method ?? 'GET', path, options);
    try {
      const answer = await deps.fetch(url, init);
      watchExpiry(answer.status, token, options);
      if (answer.status !== 200) {
        const body = parseBody(await answer.text(), answer.headers.get('Content-Type'));
        return { ok: false, kind: 'http', status: answer.status, error: toErrorBody(body) };
      }
      const blob = await answer.blob();
      const name = filenameFromDisposition(answer.headers.get('Content-Disposition'));
      return {
        ok: true,
        status: 200,
        data: name ? new File([blob], name, { type: blob.type }) : blob,
      };
    } catch (reason) {
      if (options.signal?.aborted) throw reason;
      return networkFailure(reason) as ApiResult<Blob>;
    }
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, id: string | number, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, id, body }),
    patch: <T>(path: string, id: string | number, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, id, body }),
    delete: <T>(path: string, id: string | number, options?: RequestOptions) =>
      request<T>('DELETE', path, { ...options, id }),
    download,
    onSessionExpired(handler: () => void) {
      onSessionExpired = handler;
    },
  };
}
