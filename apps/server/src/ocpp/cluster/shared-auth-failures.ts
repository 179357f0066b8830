import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { FAILURE_WINDOW_MS, type AuthFailureLimits } from '../auth-failure-limits';

const stationFailures = (stationKey: string) => `cd:auth-failures:station:${stationKey}`;
const addressFailures = (address: string) => `cd:auth-failures:address:${address}`;

/**
 * The failed-authentication limits shared by every node: one counter per key in Redis (INCR,
 * expiring 10 minutes after the first failure), so an address cannot spread its guesses over
 * the nodes. When Redis does not answer, admission goes on (logged): stations keep connecting.
 */
export class SharedAuthFailureLimits implements AuthFailureLimits {
  constructor(
    private readonly redis: Redis,
    private readonly perStation: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async mustWait(address: string, stationKey: string): Promise<boolean> {
    try {
      const [station, all] = await this.redis.mget(
        stationFailures(stationKey),
        addressFailures(address),
      );
      return Number(station ?? 0) >= this.perStation || Number(all ?? 0) >= this.perStation * 10;
    } catch (error) {
      this.log.error({ err: error }, 'could not read the shared failed-authentication counts');
      return false;
    }
  }

  failed(address: string, stationKey: string): void {
    const pipeline = this.redis.pipeline();
    for (const key of [stationFailures(stationKey), addressFailures(address)]) {
      // The window starts at the first failure; INCR keeps the expiry.
      pipeline.set(key, 0, 'PX', FAILURE_WINDOW_MS, 'NX').incr(key);
    }
    pipeline.exec().catch((error: unknown) => this.failedWrite(error));
  }

  succeeded(stationKey: string): void {
    this.redis.del(stationFailures(stationKey)).catch((error: unknown) => this.failedWrite(error));
  }

  private failedWrite(error: unknown): void {
    this.log.error({ err: error }, 'could not count a failed authentication in Redis');
  }
}
