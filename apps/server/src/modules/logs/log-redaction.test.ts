import { describe, expect, it } from 'vitest';
import { formatLogLine } from './log-line';
import { redactSecrets } from './log-redaction';

describe('tenant log lines', () => {
  it('redacts passwords, tokens and station keys in JSON, query strings and prose', () => {
    const cases: [string, string][] = [
      ['{"email":"a@b.c","password":"hunter22"}', '{"email":"a@b.c","password":"[redacted]"}'],
      ["{ newPassword: 'S3cret!x' }", '{ newPassword: "[redacted]" }'],
      ['GET /x?token=abc.def&page=2', 'GET /x?token=[redacted]&page=2'],
      [
        'ChangeConfiguration AuthorizationKey=0011aabbccdd',
        'ChangeConfiguration AuthorizationKey=[redacted]',
      ],
      [
        '{"key":"AuthorizationKey","authorizationKey":"0011"}',
        '{"key":"AuthorizationKey","authorizationKey":"[redacted]"}',
      ],
      ['Authorization: Bearer eyJhbGciOi.eyJzdWIi.sig-part', 'Authorization: Bearer [redacted]'],
      ['station CB-1 Basic Q0ItMTpzZWNyZXQ=', 'station CB-1 Basic [redacted]'],
      ['session eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl ended', 'session [redacted] ended'],
      ['password: hunter22 was typed', 'password: [redacted] was typed'],
      [
        'StatusNotification CB-1 connector 1 Available statusCode=200',
        'StatusNotification CB-1 connector 1 Available statusCode=200',
      ],
    ];
    for (const [input, expected] of cases) expect(redactSecrets(input), input).toBe(expected);
  });

  it('formats one line per entry, whatever the message holds', () => {
    const at = new Date('2026-11-22T10:11:12.345Z');
    expect(formatLogLine(at, 'WARN', 'ocpp', 'first\nsecond password=x')).toBe(
      '2026-11-22T10:11:12.345Z WARN [ocpp] first ⏎ second password=[redacted]',
    );
    expect(formatLogLine(at, 'INFO', 'a b]c', 'm')).toBe('2026-11-22T10:11:12.345Z INFO [a_b_c] m');
  });
});
