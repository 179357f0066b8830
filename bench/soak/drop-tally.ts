// Why the soak's stations lost their sockets and failed to reconnect, counted from the
// simulator's log (the fleet logs nothing else).
import type { Logger, LogFields } from '@chargedeck/simulator';

export interface DropTally {
  logger: Logger;
  /** `message: code reason` (or the error, cut to its first words) and how often. */
  counts(): Record<string, number>;
}

function cause(message: string, fields: LogFields = {}): string {
  if (message === 'connection lost')
    return `${message}: ${String(fields.code)} ${String(fields.reason ?? '')}`;
  const error = String(fields.error ?? '').replace(/SOAK\d+/g, '<station>');
  return `${message}: ${error.slice(0, 120)}`;
}

export function createDropTally(): DropTally {
  const counts = new Map<string, number>();
  const count = (message: string, fields?: LogFields) => {
    const key = cause(message, fields);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  return {
    logger: { debug: count, info: count, warn: count, error: count },
    counts: () => Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])),
  };
}
