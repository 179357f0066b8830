import { describe, expect, it } from 'vitest';
import { interpretAnswer, networkFailure, parseBody, toErrorBody } from './api-answer';

describe('api answer treatment', () => {
  it('succeeds without data on 204 and 202', () => {
    expect(interpretAnswer(204, { x: 1 })).toEqual({ ok: true, status: 204, data: undefined });
    expect(interpretAnswer(202, 'queued')).toEqual({ ok: true, status: 202, data: undefined });
  });

  it('fails without data on 500 and 403', () => {
    expect(interpretAnswer(500, { error: 'boom' })).toEqual({
      ok: false,
      kind: 'http',
      status: 500,
      error: undefined,
    });
    expect(interpretAnswer(403, { error: 'blocked' })).toMatchObject({
      ok: false,
      error: undefined,
    });
  });

  it('fails with the parsed body on 400, 401, 404, 410 and 429', () => {
    for (const status of [400, 401, 404, 410, 429]) {
      expect(interpretAnswer(status, { error: 'why', field: 'email' })).toEqual({
        ok: false,
        kind: 'http',
        status,
        error: { error: 'why', field: 'email' },
      });
    }
  });

  it('fails on other error statuses instead of calling them a success', () => {
    expect(interpretAnswer(409, { error: 'exists' })).toMatchObject({
      ok: false,
      status: 409,
      error: { error: 'exists' },
    });
    expect(interpretAnswer(502, '<html>bad gateway</html>')).toMatchObject({ ok: false });
  });

  it('passes 2xx bodies through', () => {
    expect(interpretAnswer(200, { token: 't' })).toEqual({
      ok: true,
      status: 200,
      data: { token: 't' },
    });
    expect(interpretAnswer(201, { data: { id: 3 } })).toMatchObject({ data: { data: { id: 3 } } });
  });

  it('turns a thrown request into a visible network failure', () => {
    expect(networkFailure(new TypeError('Failed to fetch'))).toEqual({
      ok: false,
      kind: 'network',
      status: 0,
      error: { error: 'Failed to fetch' },
    });
  });

  it('reads the error of the recovery answer from data.error', () => {
    expect(toErrorBody({ data: { error: 'expired' } })).toEqual({ error: 'expired' });
    expect(toErrorBody({ nothing: true })).toBeUndefined();
    expect(toErrorBody('plain text')).toEqual({ error: 'plain text' });
  });

  it('parses JSON and keeps text answers as text', () => {
    expect(parseBody('{"a":1}', 'application/json; charset=utf-8')).toEqual({ a: 1 });
    expect(parseBody('INFO started', 'text/plain')).toBe('INFO started');
    expect(parseBody('', 'application/json')).toBeUndefined();
    expect(parseBody('{broken', 'application/json')).toBe('{broken');
  });
});
