import { sql } from 'kysely';
import { healthAnswer } from '@chargedeck/shared';
import { openCluster } from './cluster';
import type { Config } from './config';
import { embeddedDataDir, openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { WriteBatches } from './db/write-batches';
import { createHttpServer } from './http/create-http-server';
import { httpsOptionsOf } from './http/tls-options';
import { routeUpgrades } from './http/upgrade-router';
import { createMailer, type Mailer } from './mail/mailer';
import type { PlatformContext } from './module-context';
import { persistentSecret } from './security/secrets';
import { trustedProxyOf } from './security/trusted-proxies';
import { productVersion } from './version';
import { publicRead } from './http/open-read';

export interface PlatformOptions {
  config: Config;
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  logStream?: NodeJS.WritableStream;
}

/** The migrated database, the HTTP server with its health route, mail and secrets. */
export async function openPlatform(options: PlatformOptions): Promise<PlatformContext> {
  const { config } = options;
  const version = productVersion();
  const database =
    options.database ??
    openDatabase({ url: config.databaseUrl, dataDir: embeddedDataDir(config.dataDir) });
  await migrateToLatest(database.db);
  const http = await createHttpServer({
    logLevel: config.logLevel,
    logStream: options.logStream,
    trustProxy: config.trustProxy.length > 0 && trustedProxyOf(config.trustProxy),
    version,
    https: httpsOptionsOf(config.tls),
    contentSecurity: {
      mapTileUrl: config.addresses.mapTileUrl,
      robotCheck: config.robotCheck,
      cardProvider: config.card.provider,
    },
  });
  // Registered first, so it runs last: after every module has stopped writing.
  if (!options.database) http.addHook('onClose', () => database.close());
  const { redisUrl, nodeId } = config.cluster;
  const cluster = redisUrl ? await openCluster(redisUrl, nodeId, http.log) : undefined;
  // Closed after the modules (they may still publish while stopping), before the database.
  if (cluster) http.addHook('onClose', () => cluster.close());
  http.get(
    '/api/health',
    publicRead('platform', 'Liveness and database check', healthAnswer),
    async () => {
      await sql`select 1`.execute(database.db);
      return { status: 'ok' as const, db: database.kind, version };
    },
  );
  return {
    config,
    http,
    database,
    db: database.db,
    cluster,
    upgrades: routeUpgrades(http.server),
    batches: new WriteBatches(database),
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    tokenSecret: persistentSecret(config.dataDir, 'jwt-secret', config.jwtSecret),
  };
}
