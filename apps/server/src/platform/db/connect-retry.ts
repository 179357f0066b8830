/**
 * Taking a connection while PostgreSQL restarts: the server refuses connections, or answers
 * that it is shutting down or starting up, for a second or so. Nothing has run on a connection
 * that failed to open, so asking again is safe; a station's call then waits that second instead
 * of being answered with an error it would not send again (docs/operations.md "Several nodes").
 */
const RETRY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  // cannot_connect_now (shutting down, starting up, in recovery), admin_shutdown.
  '57P03',
  '57P01',
]);

/** How long a connection is asked for again, and how long between two tries. */
export interface ConnectRetry {
  withinMs: number;
  everyMs: number;
}

export const DEFAULT_CONNECT_RETRY: ConnectRetry = { withinMs: 15_000, everyMs: 200 };

function retryable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && RETRY_CODES.has(code)) return true;
  return /^Connection terminated/.test(error.message);
}

/** `connect()` again while it fails because the database is restarting, up to `withinMs`. */
export async function connectRetrying<T>(
  connect: () => Promise<T>,
  { withinMs, everyMs }: ConnectRetry = DEFAULT_CONNECT_RETRY,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await connect();
    } catch (error) {
      if (!retryable(error) || Date.now() + everyMs > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
