import type { Cluster } from '../cluster';
import type { ApiApp } from '../http/api-app';
import type { AuthContext } from '../http/auth-context';
import type { UpgradeRouter } from '../http/upgrade-router';
import type { PublicConnectorCheck } from './public-connector';
import { InProcessRealtimeBus, type RealtimeBus } from './realtime-bus';
import { attachRealtime, type RealtimeServer, type TopicOwners } from './realtime-server';

export interface RealtimeDeps {
  authenticate(token: string | undefined, apiKey: string | undefined): Promise<AuthContext>;
  /** Whose a topic is, to check a subscription against the caller's tenants. */
  owners: TopicOwners;
  /** The QR token check that opens one connector's status topic to a socket without session. */
  publicConnector?: PublicConnectorCheck;
  /** The owner of the port's WebSocket upgrades. */
  upgrades: UpgradeRouter;
  /** Another fan-out; the in-process bus by default. */
  bus?: RealtimeBus;
  /** Several nodes: each topic's messages reach the sockets of every node (Redis adapter). */
  cluster?: Cluster;
}

export interface Realtime {
  bus: RealtimeBus;
  server: RealtimeServer;
}

/** The realtime socket on the API's port; the modules publish their topics on its bus. */
export function registerRealtime(http: ApiApp, deps: RealtimeDeps): Realtime {
  const log = http.log.child({ module: 'realtime' });
  const bus =
    deps.bus ??
    new InProcessRealtimeBus((error) => log.error({ err: error }, 'realtime listener failed'));
  const server = attachRealtime(http, {
    bus,
    owners: deps.owners,
    authenticate: deps.authenticate,
    publicConnector: deps.publicConnector,
    upgrades: deps.upgrades,
    log,
    adapter: deps.cluster?.realtimeAdapter(),
  });
  http.addHook('preClose', async () => {
    server.close();
  });
  return { bus, server };
}
