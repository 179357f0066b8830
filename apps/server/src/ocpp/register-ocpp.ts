import {
  AuthorizationKeyVerifier,
  ConnectorsRepository,
  type BootReport,
  type ConnectionChange,
  type ConnectorStatusReport,
  type RegistrationStatus,
  type StationSessions,
  StationStateRepository,
  UnknownStationsRepository,
} from '../modules/stations';
import type { TenantsRepository } from '../modules/tenants';
import type { TransactionLifecycle } from '../modules/transactions';
import { GroupCommit } from '../platform/db/group-commit';
import type { ModuleContext } from '../platform/module-context';
import { trustedProxyOf } from '../platform/security/trusted-proxies';
import { CallDispatcher } from './call-dispatcher';
import { LocalCommandRouter, type CommandRouter } from './command-router';
import { ConnectionRegistry } from './connection-registry';
import { ocppCluster } from './cluster/ocpp-cluster';
import type { OcppCommitListener } from './commit-listener';
import { createStationHandlers } from './handlers';
import { OcppGateway } from './ocpp-gateway';
import { OCPP_PROTOCOL, StationAdmission } from './station-admission';
import { BootThrottle } from './saturation/boot-throttle';
import { OcppTrafficLog, type TenantLogSink } from './traffic-log';
import { createRpcTransport } from './transport/rpc-transport';

export interface OcppDeps {
  tenants: TenantsRepository;
  /** Told about committed writes (realtime). */
  live?: OcppCommitListener;
  /** Each tenant's application log, which gets the OCPP traffic lines. */
  tenantLog: TenantLogSink;
  /** The domain side of authorize, start, meter values and stop (the transactions module). */
  lifecycle: TransactionLifecycle;
}

export interface Ocpp {
  commands: CommandRouter;
  registry: ConnectionRegistry;
  gateway: OcppGateway;
  /** Closes a station's connections, on every node. */
  sessions: StationSessions;
  /** Writes still waiting for their batch, e.g. for a clean stop or a benchmark. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const MAX_BAD_MESSAGES = 10;
const HEARTBEAT_WRITE_MS = 1_000;

/**
 * The OCPP 1.6J central system: the gateway at ws(s)://HOST/ocpp/{chargeBoxId} on the API's
 * port, its station-state writes, and the command router. It registers no HTTP routes: the
 * station, tag and operation screens belong to their modules.
 */
export async function registerOcpp(ctx: ModuleContext, deps: OcppDeps): Promise<Ocpp> {
  const { config, http, db, batches } = ctx;
  const settings = config.ocpp;
  const registry = new ConnectionRegistry();
  const concurrency = batches.concurrency;

  const stationState = new StationStateRepository(db);
  const unknownStations = new UnknownStationsRepository(db);
  // Nobody waits for a heartbeat's write: one statement a second holds them all.
  const heartbeats = batches.add(
    new GroupCommit<{ chargeBoxPk: number; at: Date }>(
      (beats) => stationState.touchHeartbeats(beats),
      { intervalMs: HEARTBEAT_WRITE_MS },
    ),
  );
  const connectors = new ConnectorsRepository(db);
  const statuses = batches.add(
    new GroupCommit<ConnectorStatusReport>((reports) => connectors.recordStatuses(reports), {
      concurrency,
      onCommitted: (reports) => deps.live?.statusesCommitted(reports),
    }),
  );
  const boots = batches.add(
    new GroupCommit<BootReport, RegistrationStatus | undefined>(
      (reports) => stationState.recordBoots(reports),
      {
        concurrency,
        onCommitted: (reports) =>
          deps.live?.stationsChanged(
            reports.map((r) => r.chargeBoxPk),
            'StationBooted',
          ),
      },
    ),
  );
  const connections = batches.add(
    new GroupCommit<ConnectionChange>((changes) => stationState.recordConnections(changes), {
      concurrency,
      onCommitted: (changes) => deps.live?.connectionsCommitted(changes),
    }),
  );

  const bootThrottle = new BootThrottle({
    lagMs: settings.saturationLagMs,
    retrySeconds: settings.saturationRetrySeconds,
  });
  const handlers = createStationHandlers({
    stationState,
    statuses,
    boots,
    lifecycle: deps.lifecycle,
    heartbeats,
    heartbeatIntervalSeconds: settings.heartbeatIntervalSeconds,
    bootThrottle,
  });
  const log = http.log.child({ module: 'ocpp' });
  const traffic = new OcppTrafficLog(deps.tenantLog);
  const local = new LocalCommandRouter(registry, traffic);
  const nodes =
    ctx.cluster &&
    ocppCluster(ctx.cluster, {
      registry,
      local,
      authFailuresPerAddress: settings.authFailuresPerAddress,
      log,
    });
  const admission = new StationAdmission(
    {
      stations: stationState,
      unknown: unknownStations,
      tenants: deps.tenants,
      verifier: new AuthorizationKeyVerifier(),
      failures: nodes?.failures,
      onRehashError: (error, chargeBoxId) =>
        log.warn({ err: error, chargeBoxId }, 'could not store the authorization key again'),
    },
    {
      unknownStations: settings.unknownStations,
      authFailuresPerAddress: settings.authFailuresPerAddress,
      trustedProxy: trustedProxyOf(config.trustProxy),
    },
  );
  const gateway = new OcppGateway({
    admission,
    dispatcher: new CallDispatcher(handlers, settings.heartbeatIntervalSeconds),
    registry,
    connections: (change) => connections.one(change),
    nodeId: config.cluster.nodeId,
    holders: nodes?.holders,
    log,
    traffic,
  });
  const transport = createRpcTransport(
    {
      protocols: [OCPP_PROTOCOL],
      pingIntervalMs: settings.pingIntervalSeconds * 1000,
      maxFrameBytes: settings.maxFrameBytes,
      maxBadMessages: MAX_BAD_MESSAGES,
      onHandlerError: (error, chargeBoxId, action) =>
        log.error({ err: error, chargeBoxId, action }, 'OCPP message could not be processed'),
    },
    gateway,
  );

  await stationState.markNodeOffline(config.cluster.nodeId, new Date());
  const withdrawUpgrades = ctx.upgrades.route('/ocpp/', (request, socket, head) =>
    transport.handleUpgrade(request, socket, head),
  );

  const commands = nodes?.commands ?? local;
  const sessions = nodes?.sessions(gateway) ?? gateway;

  const flush = async () => {
    await Promise.all([batches.flush(), gateway.settled()]);
  };
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      withdrawUpgrades();
      await transport.close();
      await flush();
      nodes?.close();
      traffic.close();
      bootThrottle.close();
    })());
  // Stations go before the HTTP server stops and the database closes.
  http.addHook('preClose', close);
  return { commands, registry, gateway, sessions, flush, close };
}
