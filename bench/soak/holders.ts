// How many of the soak's stations each node holds, read from the cluster's station registry.
import { Redis } from 'ioredis';
import { stationKey } from '../../apps/server/src/ocpp/cluster/station-holders';

/** Counts per node id of the registry keys of stations named `prefix…`. */
export async function stationsPerNode(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const counts: Record<string, number> = {};
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(
        cursor,
        'MATCH',
        `${stationKey(prefix)}*`,
        'COUNT',
        1000,
      );
      cursor = next;
      const holders = keys.length > 0 ? await redis.mget(...keys) : [];
      for (const holder of holders) if (holder) counts[holder] = (counts[holder] ?? 0) + 1;
    } while (cursor !== '0');
    return counts;
  } finally {
    redis.disconnect();
  }
}
