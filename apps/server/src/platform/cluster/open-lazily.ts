import type { FastifyBaseLogger } from 'fastify';
import type { Cluster } from './open-cluster';

/**
 * Connects to Redis and listens on this node's channel; throws when Redis cannot be reached.
 * ioredis and the Socket.IO Redis adapter are loaded here, so that one node without REDIS_URL
 * never holds them (docs/performance.md, "A lean default").
 */
export async function openCluster(
  url: string,
  nodeId: string,
  log: FastifyBaseLogger,
): Promise<Cluster> {
  const { openCluster: open } = await import('./open-cluster');
  return open(url, nodeId, log);
}
