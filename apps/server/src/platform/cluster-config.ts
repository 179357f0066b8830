import { randomBytes } from 'node:crypto';

/** Several nodes (docs/architecture.md "Several nodes"): Redis, and this node's name. */
export interface ClusterConfig {
  /** `redis://` or `rediss://`; without it the process is the only node. */
  redisUrl: string | undefined;
  /**
   * Names this node: in the station table and the station registry (which node holds a
   * station's socket), and its Redis channel. `local` on one node; random per start with Redis
   * unless NODE_ID names it.
   */
  nodeId: string;
}

export class ClusterConfigError extends Error {}

const NODE_ID = /^[A-Za-z0-9_.-]{1,64}$/;

export function clusterConfig(env: NodeJS.ProcessEnv): ClusterConfig {
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\/[^/]/.test(redisUrl)) {
    throw new ClusterConfigError(
      `REDIS_URL must be a redis:// or rediss:// URL, got "${redisUrl}"`,
    );
  }
  // OCPP_NODE_ID is the setting's older name.
  const named = env.NODE_ID?.trim() || env.OCPP_NODE_ID?.trim() || undefined;
  if (named !== undefined && !NODE_ID.test(named)) {
    throw new ClusterConfigError(
      `NODE_ID must be 1 to 64 letters, digits, '.', '_' or '-', got "${named}"`,
    );
  }
  const nodeId = named ?? (redisUrl ? `node-${randomBytes(4).toString('hex')}` : 'local');
  return { redisUrl, nodeId };
}
