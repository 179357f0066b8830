// A local cluster, as `npm run cluster`, the cluster tests and the soak benchmark start it:
// PostgreSQL, Redis, N server nodes and HAProxy in front, all in one temporary directory that
// stop() removes.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHaproxy, type ClusterHaproxy } from './haproxy';
import { clusterNode, type ClusterNode } from './node';
import { startPostgres, type ClusterPostgres } from './postgres';
import { findClusterPrograms } from './programs';
import { freePort, listening } from './processes';
import { startRedis, type ClusterRedis } from './redis';

export interface ClusterOptions {
  /** Server nodes behind the balancer (default 2). */
  nodes?: number;
  /** The balancer's port on 127.0.0.1 (default a free one). */
  port?: number;
  /** More environment for every node, e.g. ADMIN_EMAIL, LOG_LEVEL. */
  env?: Record<string, string>;
  /** Echo every child's output, prefixed with its name. */
  echo?: boolean;
  /** The balancer's connection limit (default: from `ulimit -n`). */
  maxConnections?: number;
}

export interface Cluster {
  /** The balancer: http://127.0.0.1:<port>, for browsers, the API and OCPP (`ws://…/ocpp`). */
  readonly url: string;
  readonly dir: string;
  readonly postgres: ClusterPostgres;
  readonly redis: ClusterRedis;
  readonly nodes: readonly ClusterNode[];
  readonly haproxy: ClusterHaproxy;
  /** Stops the balancer, the nodes, Redis and PostgreSQL, and removes the directory. */
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const { nodes: count = 2, echo = false } = options;
  if (!Number.isInteger(count) || count < 1) throw new Error('nodes: a whole number from 1');
  const programs = findClusterPrograms();
  if ('missing' in programs) {
    throw new Error(
      `A cluster needs Debian's ${programs.missing.join(', ')}: apt-get install them`,
    );
  }
  const port = options.port ?? (await freePort());
  if (await listening(port)) throw new Error(`port ${port} is in use: choose another with --port`);
  const dir = mkdtempSync(join(tmpdir(), 'chargedeck-cluster-'));
  // PostgreSQL runs as the postgres user when we are root: it must reach its directory.
  chmodSync(dir, 0o755);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const postgres = await startPostgres({
      bin: programs.postgresBin,
      dir: join(dir, 'pg'),
      port: await freePort(),
      echo,
    });
    stops.push(() => postgres.stop());
    const redisDir = join(dir, 'redis');
    mkdirSync(redisDir);
    const redis = await startRedis({
      program: programs.redisServer,
      dir: redisDir,
      port: await freePort(),
      echo,
    });
    stops.push(() => redis.stop());
    const nodes = await startNodes(count, dir, port, postgres.url, redis.url, options);
    stops.push(() => Promise.all(nodes.map((node) => node.stop())).then(() => undefined));
    const haproxy = await startHaproxy({
      program: programs.haproxy,
      dir,
      settings: { port, nodes, maxConnections: options.maxConnections },
      echo,
    });
    stops.push(() => haproxy.stop());
    return { url: haproxy.url, dir, postgres, redis, nodes, haproxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The nodes share the database, Redis and one DATA_DIR (its secrets and uploaded photos). The
 * first starts alone: it migrates the empty database and creates the administrator and the
 * secrets; the others then start together.
 */
async function startNodes(
  count: number,
  dir: string,
  port: number,
  databaseUrl: string,
  redisUrl: string,
  options: ClusterOptions,
): Promise<ClusterNode[]> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: join(dir, 'data'),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
  };
  const nodes: ClusterNode[] = [];
  for (let i = 1; i <= count; i++) {
    const id = `node-${i}`;
    const nodeEnv = { ...env, NODE_ID: id, OCPP_NODE_ID: id };
    nodes.push(clusterNode({ id, port: await freePort(), env: nodeEnv, echo: options.echo }));
  }
  const [first, ...rest] = nodes;
  try {
    await first?.start();
    await Promise.all(rest.map((node) => node.start()));
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop().catch(() => undefined)));
    throw error;
  }
  return nodes;
}
