import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** Why Redis tests cannot run here, or undefined when they can. */
export function redisMissing(): string | undefined {
  if (process.env.TEST_REDIS_URL) return undefined;
  const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  return found.status === 0
    ? undefined
    : 'redis-server is not installed (apt-get install redis-server)';
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function answering(url: string, until: number): Promise<void> {
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      probe.disconnect();
    }
  }
}

/**
 * A Redis for one test file: TEST_REDIS_URL when set, else a redis-server started here on a
 * free port (no persistence, in a temporary folder) and stopped by `stop()`.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'chargedeck-redis-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
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
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await answering(url, Date.now() + 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
