import type { LogFields, Logger } from '../station/logger';

function line(level: string, message: string, fields?: LogFields): string {
  const extra = Object.entries(fields ?? {})
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return `${new Date().toISOString()} ${level} ${message}${extra ? ` ${extra}` : ''}`;
}

/** Warnings and errors always; connection chatter only when verbose (a fleet is noisy). */
export function consoleLogger(verbose: boolean): Logger {
  const write = (level: string) => (message: string, fields?: LogFields) =>
    process.stderr.write(`${line(level, message, fields)}\n`);
  const ignore = (): void => {};
  return {
    debug: verbose ? write('debug') : ignore,
    info: verbose ? write('info') : ignore,
    warn: write('warn'),
    error: write('error'),
  };
}
