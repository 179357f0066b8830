import type { ApiFailure, ApiResult } from './api-answer';

/** Thrown by query functions so TanStack Query keeps the failure in its error state. */
export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.error?.error ?? `HTTP ${failure.status}`);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiError(result);
  if (result.data === undefined)
    throw new ApiError({ ok: false, kind: 'http', status: result.status, error: undefined });
  return result.data;
}
