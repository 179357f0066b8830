import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isLogDayDisabled, parseLogLine } from './log-range';

describe('log date range', () => {
  const today = dayjs('2026-11-22T15:00:00');

  it('offers no future day and nothing older than 4 months', () => {
    expect(isLogDayDisabled(dayjs('2026-11-22'), undefined, today)).toBe(false);
    expect(isLogDayDisabled(dayjs('2026-11-23'), undefined, today)).toBe(true);
    expect(isLogDayDisabled(dayjs('2026-07-22'), undefined, today)).toBe(false);
    expect(isLogDayDisabled(dayjs('2026-07-21'), undefined, today)).toBe(true);
  });

  it('keeps the second day within 5 days of the first, on either side', () => {
    const first = dayjs('2026-11-10');
    expect(isLogDayDisabled(dayjs('2026-11-15'), first, today)).toBe(false);
    expect(isLogDayDisabled(dayjs('2026-11-16'), first, today)).toBe(true);
    expect(isLogDayDisabled(dayjs('2026-11-05'), first, today)).toBe(false);
    expect(isLogDayDisabled(dayjs('2026-11-04'), first, today)).toBe(true);
  });

  it('reads the level of a log line', () => {
    expect(parseLogLine('2026-11-22T10:00:00.000Z WARN [auth] Sign-in refused')).toEqual({
      text: '2026-11-22T10:00:00.000Z WARN [auth] Sign-in refused',
      at: '2026-11-22T10:00:00.000Z',
      level: 'WARN',
      rest: '[auth] Sign-in refused',
    });
    expect(parseLogLine('free text').level).toBeUndefined();
  });
});
