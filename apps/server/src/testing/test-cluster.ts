import { openDatabase, type DatabaseHandle } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrate';
import { startOcppApp, type OcppTestApp } from './ocpp-test-kit';
import { createPostgresDatabase, dropPostgresDatabase, type TestDatabase } from './test-databases';
import { redisMissing, startTestRedis, type TestRedis } from './test-redis';

/** Why two nodes cannot run here (PostgreSQL and Redis are needed), or undefined. */
export function clusterMissing(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (PostgreSQL)';
  return redisMissing();
}

export interface TwoNodes {
  /** Started first: it leads the scheduled jobs. */
  a: OcppTestApp;
  b: OcppTestApp;
  redis: TestRedis;
  /** The shared database (node A's handle). */
  database: TestDatabase;
  close(): Promise<void>;
}

/** A session secret both nodes share, as a deployment of several nodes must. */
const SHARED_SECRET = 'cluster-test-secret-0123456789abcdefghijklmnop';

/**
 * Two whole servers in this process on one new PostgreSQL database and one Redis, as nodes
 * `node-a` and `node-b`, each listening on its own port.
 */
export async function startTwoNodes(env: Record<string, string> = {}): Promise<TwoNodes> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const url = await createPostgresDatabase(adminUrl);
  const redis = await startTestRedis();
  const handles: DatabaseHandle[] = [];
  const apps: OcppTestApp[] = [];
  const close = async () => {
    for (const app of apps.reverse()) await app.close();
    for (const handle of handles) await handle.close();
    await redis.stop();
    await dropPostgresDatabase(adminUrl, url);
  };
  try {
    const node = async (nodeId: string): Promise<[OcppTestApp, TestDatabase]> => {
      const handle = openDatabase({ url });
      handles.push(handle);
      await migrateToLatest(handle.db);
      const database: TestDatabase = { kind: 'postgres', handle, url };
      const app = await startOcppApp(database, {
        REDIS_URL: redis.url,
        NODE_ID: nodeId,
        JWT_SECRET: SHARED_SECRET,
        QR_SECRET: SHARED_SECRET,
        ...env,
      });
      apps.push(app);
      return [app, database];
    };
    const [a, database] = await node('node-a');
    const [b] = await node('node-b');
    return { a, b, redis, database, close };
  } catch (error) {
    await close();
    throw error;
  }
}
