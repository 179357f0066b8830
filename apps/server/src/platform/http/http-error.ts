import { messageText, type ApiErrorBody } from '@chargedeck/shared';

/**
 * An answer other than success, thrown from services and turned into `{error, field?}` bodies.
 * A message that is a catalogue key answers in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
    readonly fieldMessage?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(language?: string): ApiErrorBody & Record<string, unknown> {
    const error =
      this.field && this.fieldMessage !== undefined
        ? `${this.field}: ${messageText(this.fieldMessage, language)}`
        : messageText(this.message, language);
    return { error, ...(this.field ? { field: this.field } : {}), ...this.extra };
  }
}

/** A 400 naming the field; `message` is a catalogue key (translated) or a literal text. */
export const badRequest = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, field, undefined, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Permission denied') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
export const tooManyRequests = (
  message = 'Too many attempts; try again later',
  retryAfterSeconds?: number,
) =>
  new HttpError(
    429,
    message,
    undefined,
    retryAfterSeconds ? { retryAfter: retryAfterSeconds } : undefined,
  );
