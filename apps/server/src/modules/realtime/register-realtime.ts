import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import type { UpgradeRouter } from '../../platform/http/upgrade-router';
import type { AuthContext } from '../auth';
import { NotificationsRepository } from '../notifications';
import type { PublicConnectorCheck } from './public-connector';
import { InProcessRealtimeBus, type RealtimeBus } from './realtime-bus';
import { RealtimeRepository } from './realtime.repository';
import { attachRealtime, type RealtimeServer } from './realtime-server';
import { StationLiveEvents } from './station-live-events';

export interface RealtimeDeps {
  db: Database;
  authenticate(token: string | undefined, apiKey: string | undefined): Promise<AuthContext>;
  /** The QR token check that opens one connector's status topic to a socket without session. */
  publicConnector?: PublicConnectorCheck;
  /** The owner of the port's WebSocket upgrades. */
  upgrades: UpgradeRouter;
  /** Another fan-out (several nodes); the in-process bus by default. */
  bus?: RealtimeBus;
  /** The database runs one transaction at a time (embedded): keys become visible in order. */
  serialTransactions?: boolean;
}

export interface Realtime {
  bus: RealtimeBus;
  live: StationLiveEvents;
  server: RealtimeServer;
}

/** The realtime socket on the API's port and the feed of committed station changes into it. */
export async function registerRealtime(http: ApiApp, deps: RealtimeDeps): Promise<Realtime> {
  const log = http.log.child({ module: 'realtime' });
  const bus =
    deps.bus ??
    new InProcessRealtimeBus((error) => log.error({ err: error }, 'realtime listener failed'));
  const repository = new RealtimeRepository(deps.db);
  const live = new StationLiveEvents(
    bus,
    repository,
    new NotificationsRepository(deps.db),
    log,
    deps.serialTransactions ? 0 : undefined,
  );
  await live.start();
  const server = attachRealtime(http, {
    bus,
    repository,
    authenticate: deps.authenticate,
    publicConnector: deps.publicConnector,
    upgrades: deps.upgrades,
    log,
  });
  http.addHook('preClose', async () => {
    live.close();
    server.close();
    // A look still running must end before the database closes.
    await live.settled();
  });
  return { bus, live, server };
}
