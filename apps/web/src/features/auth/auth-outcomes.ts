import { loginResponse, type LoginResponse } from '@chargedeck/shared';
import type { ApiResult } from '../../app/api/api-answer';
import { AUTH_TEXTS } from './auth-texts';

/** `text` is shown as is; `network` asks for the translated connection message. */
export type Failure = { ok: false; text: string } | { ok: false; network: true };

export type LoginOutcome = { ok: true; answer: LoginResponse } | Failure;

/** Login answers (spec 1 §6, §8): success needs a token and a non-empty permission list. */
export function loginOutcome(result: ApiResult<unknown>): LoginOutcome {
  if (result.ok) {
    const parsed = loginResponse.safeParse(result.data);
    if (parsed.success && parsed.data.token && parsed.data.user.permissions.length > 0) {
      return { ok: true, answer: parsed.data };
    }
    return { ok: false, text: AUTH_TEXTS.loginUnauthorized };
  }
  if (result.kind === 'network') return { ok: false, network: true };
  switch (result.status) {
    case 401:
      return { ok: false, text: AUTH_TEXTS.loginUnauthorized };
    case 403:
      return { ok: false, text: AUTH_TEXTS.loginForbidden };
    case 400:
    case 429:
      return { ok: false, text: result.error?.error ?? AUTH_TEXTS.loginFailed };
    default:
      return { ok: false, text: AUTH_TEXTS.loginFailed };
  }
}

/** Recovery send: success when the answer carries no error (spec 1 §7). */
export function sendCodeOutcome(result: ApiResult<unknown>): { ok: true } | Failure {
  if (result.ok) {
    const hasError =
      typeof result.data === 'object' && result.data !== null && 'error' in result.data;
    return hasError ? { ok: false, text: AUTH_TEXTS.sendCodeFailed } : { ok: true };
  }
  if (result.kind === 'network') return { ok: false, network: true };
  return { ok: false, text: AUTH_TEXTS.sendCodeFailed };
}

export type ChangeOutcome = 'changed' | 'expired' | 'attempts' | 'invalid' | 'network';

/** Recovery change (spec 1 §4): 410/404 expired, 429 too many attempts, others invalid. */
export function changePasswordOutcome(result: ApiResult<unknown>): ChangeOutcome {
  if (result.ok) return 'changed';
  if (result.kind === 'network') return 'network';
  if (result.status === 410 || result.status === 404) return 'expired';
  if (result.status === 429) return 'attempts';
  return 'invalid';
}
