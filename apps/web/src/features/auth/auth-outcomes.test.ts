import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../app/api/api-answer';
import { changePasswordOutcome, loginOutcome, sendCodeOutcome } from './auth-outcomes';
import { AUTH_TEXTS } from './auth-texts';

const fail = (status: number, error?: string): ApiResult<unknown> => ({
  ok: false,
  kind: 'http',
  status,
  error: error ? { error } : undefined,
});
const network: ApiResult<unknown> = {
  ok: false,
  kind: 'network',
  status: 0,
  error: { error: 'x' },
};
const features = {
  monetization: true,
  vouchers: true,
  logs: true,
  smartCharging: true,
  payment: true,
};
const answer = (permissions: unknown[]) => ({
  ok: true as const,
  status: 200,
  data: {
    token: 'tok',
    user: { id: 1, name: 'A', email: 'a@b.c', tenant_pk: 1, permissions },
    tenant: { tenant_pk: 1, name: 'Move', theme: 'move', features },
  },
});

describe('login outcome', () => {
  it('signs in with a token and at least one permission', () => {
    const outcome = loginOutcome(answer([{ role_id: null, route: '/', status: true }]));
    expect(outcome.ok && outcome.answer.token).toBe('tok');
  });

  it('refuses an answer without permissions or without a token', () => {
    expect(loginOutcome(answer([]))).toEqual({ ok: false, text: AUTH_TEXTS.loginUnauthorized });
    expect(loginOutcome({ ok: true, status: 200, data: { user: {} } })).toEqual({
      ok: false,
      text: AUTH_TEXTS.loginUnauthorized,
    });
  });

  it('maps the statuses to the spec messages', () => {
    expect(loginOutcome(fail(401, 'x'))).toEqual({ ok: false, text: AUTH_TEXTS.loginUnauthorized });
    expect(loginOutcome(fail(403))).toEqual({ ok: false, text: AUTH_TEXTS.loginForbidden });
    expect(loginOutcome(fail(400, 'email must be a valid e-mail address'))).toEqual({
      ok: false,
      text: 'email must be a valid e-mail address',
    });
    expect(loginOutcome(fail(429, 'Too many attempts, wait 60 s'))).toEqual({
      ok: false,
      text: 'Too many attempts, wait 60 s',
    });
    expect(loginOutcome(fail(500))).toEqual({ ok: false, text: AUTH_TEXTS.loginFailed });
    expect(loginOutcome(network)).toEqual({ ok: false, network: true });
  });
});

describe('recovery outcomes', () => {
  it('sends the code unless the answer holds an error', () => {
    expect(sendCodeOutcome({ ok: true, status: 200, data: { data: { sent: true } } })).toEqual({
      ok: true,
    });
    expect(sendCodeOutcome({ ok: true, status: 200, data: { error: 'unknown' } })).toEqual({
      ok: false,
      text: AUTH_TEXTS.sendCodeFailed,
    });
    expect(sendCodeOutcome(fail(404, 'not found'))).toEqual({
      ok: false,
      text: AUTH_TEXTS.sendCodeFailed,
    });
  });

  it('tells expired codes, exhausted attempts and wrong codes apart', () => {
    expect(changePasswordOutcome({ ok: true, status: 200, data: { data: {} } })).toBe('changed');
    expect(changePasswordOutcome(fail(410))).toBe('expired');
    expect(changePasswordOutcome(fail(404))).toBe('expired');
    expect(changePasswordOutcome(fail(429))).toBe('attempts');
    expect(changePasswordOutcome(fail(400, 'wrong code'))).toBe('invalid');
    expect(changePasswordOutcome(network)).toBe('network');
  });
});
