export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export const API_BASE = '/api';
/** The other bases of DESIGN §4; a path that starts with one is used as it is. */
export const OTHER_BASES = ['/payments/', '/gateway/', '/financial/', '/smart-charging/'] as const;

/**
 * The generic wrapper's addressing (spec 1 §7): GET adds a trailing slash before the query;
 * PUT, PATCH and DELETE address `{id}/` when an id is given.
 */
export function buildUrl(
  method: HttpMethod,
  path: string,
  query?: Query,
  id?: string | number,
): string {
  let url = OTHER_BASES.some((base) => path.startsWith(base))
    ? path
    : `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (id !== undefined && method !== 'GET' && method !== 'POST') {
    url = `${url.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}/`;
  } else if (method === 'GET' && !url.endsWith('/')) {
    url = `${url}/`;
  }
  const search = toSearch(query);
  return search ? `${url}?${search}` : url;
}

function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  return params.toString();
}

export interface HeaderInputs {
  apiKey: string | null;
  token: string | null;
  locale: string;
  /** Minutes as `Date#getTimezoneOffset` gives them (UTC minus local). */
  timezoneOffsetMinutes: number;
}

/** Headers every call carries (DESIGN §4). */
export function buildHeaders(inputs: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = {
    Platform: 'DASHBOARD',
    'Accept-Language': inputs.locale,
    'X-Timezone-Offset': String(timezoneOffsetHours(inputs.timezoneOffsetMinutes)),
  };
  if (inputs.apiKey) headers['Api-Key'] = inputs.apiKey;
  if (inputs.token) headers.Authorization = `Bearer ${inputs.token}`;
  return headers;
}

/** Local time minus UTC, in hours: São Paulo gives -3, Kolkata 5.5. */
export function timezoneOffsetHours(getTimezoneOffsetMinutes: number): number {
  const hours = -getTimezoneOffsetMinutes / 60;
  return hours === 0 ? 0 : hours;
}
