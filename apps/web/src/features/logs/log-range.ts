import dayjs, { type Dayjs } from 'dayjs';

/** Spec 1 §5/§9: at most 5 days apart, no future dates, not older than 4 months. */
export const LOG_RANGE_MAX_DAYS = 5;
export const LOG_RANGE_MAX_MONTHS_BACK = 4;

/** Days the range picker offers, given the day picked first (if any). */
export function isLogDayDisabled(
  day: Dayjs,
  pickedFirst: Dayjs | undefined,
  today = dayjs(),
): boolean {
  const d = day.startOf('day');
  const now = today.startOf('day');
  if (d.isAfter(now)) return true;
  if (d.isBefore(now.subtract(LOG_RANGE_MAX_MONTHS_BACK, 'month'))) return true;
  if (pickedFirst && Math.abs(d.diff(pickedFirst.startOf('day'), 'day')) > LOG_RANGE_MAX_DAYS)
    return true;
  return false;
}

export const LOG_DAY_FORMAT = 'YYYY-MM-DD';

export interface LogLine {
  text: string;
  level: 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | undefined;
  at: string | undefined;
  rest: string;
}

const LINE = /^(\S+) (INFO|WARN|ERROR|DEBUG) (.*)$/;

/** Splits `timestamp LEVEL [category] message`; other lines keep their text and no level. */
export function parseLogLine(text: string): LogLine {
  const match = LINE.exec(text);
  if (!match) return { text, level: undefined, at: undefined, rest: text };
  return { text, at: match[1], level: match[2] as LogLine['level'], rest: match[3] ?? '' };
}
