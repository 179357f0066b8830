import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../../scripts/cluster/processes';
import { startRedis } from '../../../../scripts/cluster/redis';

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

/**
 * A Redis for one test file: TEST_REDIS_URL when set, else a redis-server started here on a
 * free port by the cluster's launcher (no persistence, in a temporary folder) and stopped by
 * `stop()`.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'chargedeck-redis-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const redis = await startRedis({
    program: 'redis-server',
    dir,
    port: await freePort(),
    ownGroup: false,
    timeoutMs: 10_000,
  }).catch((error: unknown) => {
    removeDir();
    throw error;
  });
  return {
    url: redis.url,
    stop: async () => {
      await redis.stop();
      removeDir();
    },
  };
}
