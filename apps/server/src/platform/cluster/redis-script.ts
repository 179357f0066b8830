import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A Lua script run by its hash (EVALSHA), loaded again when Redis lost it (a restart). */
export class RedisScript {
  private readonly sha: string;

  constructor(private readonly lua: string) {
    this.sha = createHash('sha1').update(lua).digest('hex');
  }

  async run(redis: Redis, keys: readonly string[], args: readonly (string | number)[]) {
    try {
      return (await redis.evalsha(this.sha, keys.length, ...keys, ...args)) as unknown;
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return (await redis.eval(this.lua, keys.length, ...keys, ...args)) as unknown;
    }
  }
}
