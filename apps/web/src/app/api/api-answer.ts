import type { ApiErrorBody } from '@chargedeck/shared';

export type ApiResult<T> =
  | { ok: true; status: number; data: T | undefined }
  | { ok: false; kind: 'http'; status: number; error: ApiErrorBody | undefined }
  | { ok: false; kind: 'network'; status: 0; error: ApiErrorBody };

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * How a status is treated (spec 1 §7): 204 and 202 succeed without data, 500 and 403 fail
 * without data, 400/401/404/410/429 fail with the parsed body. The spec counts every other status
 * as a success; here any other 4xx/5xx fails with its body too, because a 409 (e-mail taken) or
 * a 502 from a proxy is no success for the user.
 */
export function interpretAnswer<T>(status: number, body: unknown): ApiResult<T> {
  if (status === 204 || status === 202) return { ok: true, status, data: undefined };
  if (status === 500 || status === 403)
    return { ok: false, kind: 'http', status, error: undefined };
  if (status >= 400) return { ok: false, kind: 'http', status, error: toErrorBody(body) };
  return { ok: true, status, data: body as T };
}

/** A thrown fetch (offline, DNS, refused) is an error the UI shows, never an empty result. */
export function networkFailure(reason: unknown): ApiFailure {
  const detail = reason instanceof Error ? reason.message : String(reason);
  return { ok: false, kind: 'network', status: 0, error: { error: detail } };
}

/** Reads `{error}` or, for the recovery change answer, `{data: {error}}`. */
export function toErrorBody(body: unknown): ApiErrorBody | undefined {
  if (typeof body === 'string') return body.trim() ? { error: body.trim() } : undefined;
  if (!isRecord(body)) return undefined;
  if (typeof body.error === 'string') return body as unknown as ApiErrorBody;
  if (isRecord(body.data) && typeof body.data.error === 'string') return { error: body.data.error };
  return undefined;
}

export function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  const looksJson = contentType?.includes('json') || /^\s*[[{]/.test(text);
  if (!looksJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
