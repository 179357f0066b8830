import { redactSecrets, singleLine } from './log-redaction';

export const LOG_LEVELS = ['INFO', 'WARN', 'ERROR', 'DEBUG'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `2026-11-22T10:00:00.000Z INFO [auth] message`, the line format of the logs screen. */
export function formatLogLine(
  at: Date,
  level: LogLevel,
  category: string,
  message: string,
): string {
  const safeCategory = category.replace(/[^\w.-]/g, '_') || 'app';
  return `${at.toISOString()} ${level} [${safeCategory}] ${singleLine(redactSecrets(message))}`;
}

/** The UTC day a line belongs to, which names its daily file. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
