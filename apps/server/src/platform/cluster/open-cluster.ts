import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerOptions } from 'socket.io';
import { NodeMessages } from './node-messages';

/** This node among several (REDIS_URL): its name, Redis, and messages to other nodes. */
export interface Cluster {
  nodeId: string;
  /** Commands and publishing (auto-pipelined); never put in subscriber mode. */
  redis: Redis;
  messages: NodeMessages;
  /**
   * The Socket.IO adapter that sends each room's messages to every node's sockets, on a
   * subscriber connection of its own (closed with the cluster).
   */
  realtimeAdapter(): NonNullable<ServerOptions['adapter']>;
  close(): Promise<void>;
}

type Connect = (url: string, log: FastifyBaseLogger, role: string) => Redis;

/** A Redis connection that logs when it goes down and comes back. */
const connectWith =
  (RedisClient: typeof Redis): Connect =>
  (url, log, role) => {
    const redis = new RedisClient(url, { enableAutoPipelining: true, maxRetriesPerRequest: 2 });
    let down = false;
    // Without a listener ioredis would only retry silently; with one, the log says why.
    redis.on('error', (error: Error) => {
      if (!down) log.error({ err: error, role }, 'Redis connection failed; retrying');
      down = true;
    });
    redis.on('ready', () => {
      if (down) log.info({ role }, 'Redis connection back');
      down = false;
    });
    return redis;
  };

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
  const [{ Redis: RedisClient }, { createAdapter }] = await Promise.all([
    import('ioredis'),
    import('@socket.io/redis-adapter'),
  ]);
  const connect = connectWith(RedisClient);
  const clusterLog = log.child({ module: 'cluster', nodeId });
  const redis = connect(url, clusterLog, 'commands');
  const listener = connect(url, clusterLog, 'node messages');
  const extra: Redis[] = [];
  const messages = new NodeMessages(nodeId, redis, listener, clusterLog);
  const close = async () => {
    await Promise.all(
      [redis, listener, ...extra].map((client) => client.quit().catch(() => client.disconnect())),
    );
  };
  try {
    await redis.ping();
    await messages.listen();
  } catch (error) {
    await close();
    throw error;
  }
  clusterLog.info('joined the cluster');
  return {
    nodeId,
    redis,
    messages,
    realtimeAdapter() {
      const subscriber = connect(url, clusterLog, 'realtime');
      extra.push(subscriber);
      return createAdapter(redis, subscriber, {
        key: 'cd:realtime',
        publishOnSpecificResponseChannel: true,
      });
    },
    close,
  };
}
