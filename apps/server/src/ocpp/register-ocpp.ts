import type { PreHandler } from '../modules/auth/authenticate';
import { type MeterSample, MeterValuesRepository } from '../modules/meters';
import { OperationsRepository, OperationsService } from '../modules/operations';
import {
  AuthorizationKeyVerifier,
  ConnectorsRepository,
  type BootReport,
  type ConnectionChange,
  type ConnectorStatusReport,
  type RegistrationStatus,
  StationsRepository,
  StationsService,
  StationStateRepository,
  UnknownStationsRepository,
  registerStationRoutes,
} from '../modules/stations';
import {
  TagAuthorizationService,
  TagsRepository,
  registerTagRoutes,
  type FactsRequest,
  type TagAuthorizationFacts,
} from '../modules/tags';
import type { TenantsRepository } from '../modules/tenants';
import {
  SuspectMessagesRepository,
  TransactionsRepository,
  TransactionsService,
  startAuthorized,
  type AuthorizedStart,
  type StartRequest,
  type StoppedTransaction,
  type TransactionStop,
} from '../modules/transactions';
import type { Config } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/database';
import type { ApiApp } from '../platform/http/api-app';
import type { UpgradeRouter } from '../platform/http/upgrade-router';
import { trustedProxyOf } from '../platform/security/trusted-proxies';
import { CallDispatcher } from './call-dispatcher';
import { LocalCommandRouter, type CommandRouter } from './command-router';
import { ConnectionRegistry } from './connection-registry';
import type { OcppCommitListener } from './commit-listener';
import { GroupCommit } from '../platform/db/group-commit';
import { createStationHandlers } from './handlers';
import { OcppGateway } from './ocpp-gateway';
import { OCPP_PROTOCOL, StationAdmission } from './station-admission';
import { OcppTrafficLog, type TenantLogSink } from './traffic-log';
import { createRpcTransport } from './transport/rpc-transport';

export interface OcppDeps {
  config: Config;
  database: DatabaseHandle;
  tenants: TenantsRepository;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
  /** The owner of the port's WebSocket upgrades. */
  upgrades: UpgradeRouter;
  /** Told about committed writes (realtime). */
  live?: OcppCommitListener;
  /** Each tenant's application log, which gets the OCPP traffic lines. */
  tenantLog: TenantLogSink;
  /** Told of each transaction paid the moment its station stopped it, e.g. to issue its invoice. */
  onTransactionPaid?: (transactionPk: number) => void;
}

export interface Ocpp {
  operations: OperationsService;
  commands: CommandRouter;
  registry: ConnectionRegistry;
  gateway: OcppGateway;
  /** Writes still waiting for their batch, e.g. for a clean stop or a benchmark. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const MAX_BAD_MESSAGES = 10;
const HEARTBEAT_WRITE_MS = 1_000;

/**
 * The OCPP 1.6J central system: the gateway at ws(s)://HOST/ocpp/{chargeBoxId} on the API's
 * port, the station and tag routes it needs, and the command service with persisted tasks.
 */
export async function registerOcpp(http: ApiApp, deps: OcppDeps): Promise<Ocpp> {
  const { config } = deps;
  const db = deps.database.db;
  const settings = config.ocpp;
  const registry = new ConnectionRegistry();

  const stationState = new StationStateRepository(db);
  const stationsRepository = new StationsRepository(db);
  const unknownStations = new UnknownStationsRepository(db);
  const tagsRepository = new TagsRepository(db);
  const meterValues = new MeterValuesRepository(db);
  // Nobody waits for a heartbeat's write: one statement a second holds them all.
  const heartbeats = new GroupCommit<{ chargeBoxPk: number; at: Date }>(
    (beats) => stationState.touchHeartbeats(beats),
    { intervalMs: HEARTBEAT_WRITE_MS },
  );
  // PostgreSQL takes several batches at once; the embedded database has one connection.
  const concurrency = deps.database.kind === 'postgres' ? 4 : 1;
  const meterSamples = new GroupCommit<MeterSample>(
    async (samples) => {
      await meterValues.insertBatch(samples);
    },
    { concurrency },
  );
  const connectors = new ConnectorsRepository(db);
  const statuses = new GroupCommit<ConnectorStatusReport>(
    (reports) => connectors.recordStatuses(reports),
    { concurrency, onCommitted: (reports) => deps.live?.statusesCommitted(reports) },
  );
  const tagFacts = new GroupCommit<FactsRequest, TagAuthorizationFacts | undefined>(
    (requests) => tagsRepository.authorizationFacts(requests),
    { concurrency },
  );
  const tagAuthorization = new TagAuthorizationService(tagsRepository, (request) =>
    tagFacts.one(request),
  );
  const suspects = new SuspectMessagesRepository(db);
  const transactionsRepository = new TransactionsRepository(db);
  const starts = new GroupCommit<StartRequest, AuthorizedStart>(
    (batch) => startAuthorized(db, batch),
    {
      concurrency,
      onCommitted: (batch) =>
        deps.live?.stationsChanged(
          batch.map((s) => s.chargeBoxPk),
          'TransactionStarted',
        ),
    },
  );
  const stops = new GroupCommit<TransactionStop, StoppedTransaction | undefined>(
    (batch) => transactionsRepository.stopMany(batch, settings.shortRechargeSeconds),
    {
      concurrency,
      onCommitted: (batch) =>
        deps.live?.stationsChanged(
          batch.map((s) => s.chargeBoxPk),
          'TransactionEnded',
        ),
    },
  );
  const boots = new GroupCommit<BootReport, RegistrationStatus | undefined>(
    (reports) => stationState.recordBoots(reports),
    {
      concurrency,
      onCommitted: (reports) =>
        deps.live?.stationsChanged(
          reports.map((r) => r.chargeBoxPk),
          'StationBooted',
        ),
    },
  );
  const connections = new GroupCommit<ConnectionChange>(
    (changes) => stationState.recordConnections(changes),
    { concurrency, onCommitted: (changes) => deps.live?.connectionsCommitted(changes) },
  );
  const batches = [heartbeats, meterSamples, statuses, tagFacts, starts, stops, boots, connections];
  const transactions = new TransactionsService({
    transactions: transactionsRepository,
    writes: { start: (start) => starts.one(start), stop: (stop) => stops.one(stop) },
    suspects,
    tagAuthorization,
    writeSamples: async (samples) => {
      await meterSamples.add(samples);
    },
    onPaidAtStop: deps.onTransactionPaid,
  });

  const handlers = createStationHandlers({
    stationState,
    statuses,
    boots,
    tagAuthorization,
    transactions,
    suspects,
    heartbeats,
    meterSamples,
    heartbeatIntervalSeconds: settings.heartbeatIntervalSeconds,
  });
  const admission = new StationAdmission(
    {
      stations: stationState,
      unknown: unknownStations,
      tenants: deps.tenants,
      verifier: new AuthorizationKeyVerifier(),
    },
    {
      unknownStations: settings.unknownStations,
      authFailuresPerAddress: settings.authFailuresPerAddress,
      trustedProxy: trustedProxyOf(config.trustProxy),
    },
  );
  const log = http.log.child({ module: 'ocpp' });
  const traffic = new OcppTrafficLog(deps.tenantLog);
  const gateway = new OcppGateway({
    admission,
    dispatcher: new CallDispatcher(handlers, settings.heartbeatIntervalSeconds),
    registry,
    connections: (change) => connections.one(change),
    nodeId: settings.nodeId,
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

  await stationState.markNodeOffline(settings.nodeId, new Date());
  const withdrawUpgrades = deps.upgrades.route('/ocpp/', (request, socket, head) =>
    transport.handleUpgrade(request, socket, head),
  );

  const stations = new StationsService(stationsRepository, unknownStations, deps.tenants, gateway);
  registerStationRoutes(http, {
    stations,
    authenticate: deps.authenticate,
    requireRoute: deps.requireRoute,
  });
  registerTagRoutes(http, { tags: tagsRepository, authenticate: deps.authenticate });

  const commands = new LocalCommandRouter(registry, traffic);
  const operations = new OperationsService(
    new OperationsRepository(db),
    stationsRepository,
    commands,
    settings.callTimeoutSeconds * 1000,
  );

  const flush = async () => {
    await Promise.all([...batches.map((batch) => batch.flush()), gateway.settled()]);
  };
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      withdrawUpgrades();
      await transport.close();
      await flush();
      traffic.close();
    })());
  // Stations go before the HTTP server stops and the database closes.
  http.addHook('preClose', close);
  return { operations, commands, registry, gateway, flush, close };
}
