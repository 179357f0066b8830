import type { Cluster } from './cluster';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/database';
import type { WriteBatches } from './db/write-batches';
import type { ApiApp } from './http/api-app';
import type { PreHandler } from './http/pre-handler';
import type { UpgradeRouter } from './http/upgrade-router';
import type { Mailer } from './mail/mailer';

/** The process's platform: what every module factory may use. */
export interface PlatformContext {
  config: Config;
  http: ApiApp;
  database: DatabaseHandle;
  db: Database;
  /** The other nodes, through Redis (REDIS_URL); undefined when this process is the only node. */
  cluster: Cluster | undefined;
  /** The owner of the port's WebSocket upgrades (realtime, OCPP). */
  upgrades: UpgradeRouter;
  batches: WriteBatches;
  mailer: Mailer;
  /** The secret that signs sessions and other short tokens. */
  tokenSecret: string;
}

/** The platform plus the request guards, which exist once the auth module is built. */
export interface ModuleContext extends PlatformContext {
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}
