import { describe, expect, it } from 'vitest';
import { ocppDate } from './ocpp-time';

describe('OCPP date-times', () => {
  it('reads a time without a zone as UTC and understands every offset spelling', () => {
    const utc = '2026-05-01T08:00:00.000Z';
    expect(ocppDate('2026-05-01T08:00:00').toISOString()).toBe(utc);
    expect(ocppDate('2026-05-01 08:00:00').toISOString()).toBe(utc);
    expect(ocppDate('2026-05-01T08:00:00Z').toISOString()).toBe(utc);
    expect(ocppDate('2026-05-01T11:00:00+03:00').toISOString()).toBe(utc);
    expect(ocppDate('2026-05-01T11:00:00+0300').toISOString()).toBe(utc);
    expect(ocppDate('2026-05-01T05:00:00.000-03:00').toISOString()).toBe(utc);
  });
});
