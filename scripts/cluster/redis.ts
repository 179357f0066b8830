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

export async function startRedis(options: {
  program: string;
  dir: string;
  port: number;
  echo?: boolean;
}): Promise<ClusterRedis> {
  const { program, dir, port, echo = false } = options;
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
    { echo },
  );
  await waitUntil('Redis', child, () => pong(port));
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.stop('SIGTERM') };
}
