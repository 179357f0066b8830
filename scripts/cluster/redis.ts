// A throwaway Redis for a local cluster: no persistence, listening on 127.0.0.1 only.
import { createConnection } from 'node:net';
import { run, waitUntil } from './processes';

export interface ClusterRedis {
  /** redis://127.0.0.1:<port> */
  readonly url: string;
  stop(): Promise<void>;
}

/** Whether Redis on `port` answers PING with PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/**
 * Starts `program` (redis-server) on 127.0.0.1:`port` with its files in `dir`, and resolves
 * once it answers PING; a Redis that does not answer is stopped before the error is thrown.
 */
export async function startRedis(options: {
  program: string;
  dir: string;
  port: number;
  echo?: boolean;
  /** See RunOptions.ownGroup; a test's Redis shares the test runner's group. */
  ownGroup?: boolean;
  /** How long it may take to answer; 60 s by default. */
  timeoutMs?: number;
}): Promise<ClusterRedis> {
  const { program, dir, port, echo = false, ownGroup, timeoutMs } = options;
  const child = run(
    'redis',
    program,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
    { echo, ownGroup },
  );
  try {
    await waitUntil('Redis', child, () => pong(port), timeoutMs);
  } catch (error) {
    await child.stop('SIGTERM');
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.stop('SIGTERM') };
}
