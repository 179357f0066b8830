import { messageText, type ApiErrorBody, type MessageKey } from '@chargedeck/shared';

/** Values filling a catalogue text's `{{name}}` slots. */
export type MessageParams = Record<string, unknown>;

export interface HttpErrorOptions {
  /** The field the answer names (`field` in the body). */
  field?: string;
  /** The text reads `field: text` (a 400 naming the field). */
  prefixField?: boolean;
  /** Further body members (`code`, `retryAfter`, `data`...). */
  extra?: Record<string, unknown>;
  params?: MessageParams;
  /** The text is repeated as `data.error` (screens that read the reason there). */
  echoInData?: boolean;
}

/**
 * An answer other than success, thrown from services and turned into `{error, field?}` bodies.
 * `key` is a catalogue key: the answer reads in the request's language. Only a text that comes
 * from outside (a station's own error message) passes through as it is.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly options: HttpErrorOptions = {},
  ) {
    super(textOf(key, 'en', options));
    this.name = 'HttpError';
  }

  get field(): string | undefined {
    return this.options.field;
  }

  get extra(): Record<string, unknown> | undefined {
    return this.options.extra;
  }

  /** This error with further options (a route adding `data.error`, a field). */
  with(options: HttpErrorOptions): HttpError {
    return new HttpError(this.statusCode, this.key, { ...this.options, ...options });
  }

  body(language?: string): ApiErrorBody & Record<string, unknown> {
    const error = textOf(this.key, language, this.options);
    const { field, extra, echoInData } = this.options;
    return {
      error,
      ...(field ? { field } : {}),
      ...extra,
      ...(echoInData ? { data: { error } } : {}),
    };
  }
}

function textOf(key: MessageKey, language: string | undefined, options: HttpErrorOptions) {
  const text = messageText(key, language, options.params);
  return options.prefixField && options.field ? `${options.field}: ${text}` : text;
}

/** A 400 naming the field: "field: text" in the request's language. */
export const badRequest = (field: string, key: MessageKey, params?: MessageParams) =>
  new HttpError(400, key, { field, prefixField: true, params });
export const unauthorized = (key: MessageKey = 'authRequired') => new HttpError(401, key);
export const forbidden = (key: MessageKey = 'permissionDenied', params?: MessageParams) =>
  new HttpError(403, key, { params });
export const notFound = (key: MessageKey = 'notFoundAny', params?: MessageParams) =>
  new HttpError(404, key, { params });
/** A 409; with a field, the body names it (the text does not repeat it). */
export const conflict = (key: MessageKey, field?: string, params?: MessageParams) =>
  new HttpError(409, key, { field, params });
export const tooManyRequests = (
  key: MessageKey = 'tooManyAttempts',
  retryAfterSeconds?: number,
  params?: MessageParams,
) =>
  new HttpError(429, key, {
    params,
    extra: retryAfterSeconds ? { retryAfter: retryAfterSeconds } : undefined,
  });
