import type { FastifyBaseLogger } from 'fastify';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { AuthContext } from '../http/auth-context';
import type { ApiApp } from '../http/api-app';
import { withoutUpgradeListeners, type UpgradeRouter } from '../http/upgrade-router';
import { authorizePublicConnector, type PublicConnectorCheck } from './public-connector';
import type { RealtimeBus, RealtimeEvent } from './realtime-bus';
import { TopicCoalescer } from './topic-coalescer';
import { parseTopic } from './topics';

export const REALTIME_PATH = '/socket.io';

export interface TopicOwners {
  tenantPkOfApiKey(apiKey: string): Promise<number | undefined>;
  stationTenant(chargeBoxId: string): Promise<number | undefined>;
}

export interface RealtimeServerDeps {
  bus: RealtimeBus;
  /** Whose a topic is: the tenant of an Api-Key or of a station (the stations module answers). */
  owners: TopicOwners;
  /** Resolves a session token (and optional Api-Key) to its caller; throws when refused. */
  authenticate(token: string | undefined, apiKey: string | undefined): Promise<AuthContext>;
  publicConnector?: PublicConnectorCheck;
  log: FastifyBaseLogger;
  /** Hands this server the WebSocket upgrades under its path. */
  upgrades: UpgradeRouter;
  /** Least time between deliveries on one topic. */
  intervalMs?: number;
  /** How often open sockets' sessions are checked again (a logout or expiry closes them). */
  sessionCheckMs?: number;
  /**
   * Several nodes: the adapter that sends each room's messages to every node's sockets (Redis).
   * Then every event is emitted, since another node's sockets may follow its topic.
   */
  adapter?: ServerOptions['adapter'];
}

interface SocketData {
  token?: string;
  apiKey?: string;
  auth?: AuthContext;
}

export type SubscribeAnswer =
  { ok: true; topic: string } | { ok: false; topic: string; error: string };

const stringOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function credentialsOf(socket: Socket): { token?: string; apiKey?: string; public: boolean } {
  const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
  const header = socket.handshake.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const apiKeyHeader = socket.handshake.headers['api-key'];
  return {
    token: stringOf(auth.token) ?? stringOf(bearer),
    apiKey: stringOf(auth.apiKey) ?? stringOf(apiKeyHeader),
    public: auth.public === true,
  };
}

/**
 * Socket.IO on the API's HTTP server (path /socket.io). A socket authenticates in the handshake
 * with the session token (`auth.token` or `Authorization: Bearer`); one without a session must
 * say `auth.public = true` and may then follow a connector only with its QR token. Clients emit
 * `subscribe` / `unsubscribe` with a topic (answered by an ack `{ok, error?}`) and receive
 * `message` `{topic, type, body}`, or `{topic, type: 'batch', body: [messages]}` for a burst.
 */
export function attachRealtime(http: ApiApp, deps: RealtimeServerDeps) {
  // The router owns the port's upgrades (OCPP at /ocpp/, ours, a 404 for the rest).
  const io = withoutUpgradeListeners(
    http.server,
    () =>
      new Server(http.server, {
        path: REALTIME_PATH,
        serveClient: false,
        destroyUpgrade: false,
        maxHttpBufferSize: 64 * 1024,
        ...(deps.adapter ? { adapter: deps.adapter } : {}),
      }),
  );
  const withdrawUpgrades = deps.upgrades.route(`${REALTIME_PATH}/`, (request, socket, head) =>
    io.engine.handleUpgrade(request, socket, head),
  );

  io.use((socket, next) => {
    const credentials = credentialsOf(socket);
    if (!credentials.token) {
      if (credentials.public) return next();
      return next(new Error('unauthorized'));
    }
    deps.authenticate(credentials.token, credentials.apiKey).then(
      (auth) => {
        const data = socket.data as SocketData;
        data.token = credentials.token;
        data.apiKey = credentials.apiKey;
        data.auth = auth;
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });

  async function allowed(
    socket: Socket,
    topic: string,
    options: unknown,
  ): Promise<string | undefined> {
    const parsed = parseTopic(topic);
    if (!parsed) return 'unknown topic';
    const data = socket.data as SocketData;
    if (!data.auth) {
      const token = (options as { token?: unknown } | undefined)?.token;
      if (
        parsed.kind === 'connector' &&
        (await authorizePublicConnector(
          deps.publicConnector,
          parsed.chargeBoxId,
          parsed.connectorId,
          token,
        ))
      ) {
        return undefined;
      }
      return 'forbidden';
    }
    // The session may have ended since the handshake (logout, expiry).
    try {
      data.auth = await deps.authenticate(data.token, data.apiKey);
    } catch {
      return 'unauthorized';
    }
    const visible = data.auth.visibleTenantPks;
    const tenantPk =
      parsed.kind === 'tenant'
        ? await deps.owners.tenantPkOfApiKey(parsed.apiKey)
        : await deps.owners.stationTenant(parsed.chargeBoxId);
    return tenantPk !== undefined && visible.includes(tenantPk) ? undefined : 'forbidden';
  }

  io.on('connection', (socket) => {
    const auth = (socket.data as SocketData).auth;
    socket.emit('ready', { apiKey: auth?.requestTenant.api_key ?? null, public: !auth });
    socket.on('subscribe', (topic: unknown, ...rest: unknown[]) => {
      const ack =
        typeof rest.at(-1) === 'function'
          ? (rest.at(-1) as (a: SubscribeAnswer) => void)
          : undefined;
      const options = typeof rest[0] === 'object' ? rest[0] : undefined;
      const name = typeof topic === 'string' ? topic : '';
      allowed(socket, name, options).then(
        (error) => {
          if (error) {
            const answer: SubscribeAnswer = { ok: false, topic: name, error };
            if (ack) ack(answer);
            else socket.emit('subscribe_error', answer);
            // An ended session keeps nothing open: it is told why, then disconnected.
            if (error === 'unauthorized') setTimeout(() => socket.disconnect(true), 100);
            return;
          }
          void socket.join(name);
          ack?.({ ok: true, topic: name });
        },
        (error: unknown) => {
          deps.log.error({ err: error }, 'realtime subscribe failed');
          ack?.({ ok: false, topic: name, error: 'failed' });
        },
      );
    });
    socket.on('unsubscribe', (topic: unknown, ack?: unknown) => {
      if (typeof topic === 'string') void socket.leave(topic);
      if (typeof ack === 'function') (ack as (a: { ok: true }) => void)({ ok: true });
    });
  });

  const deliver =
    (target: Pick<Server, 'to'>) => (topic: string, events: readonly RealtimeEvent[]) => {
      const messages = events.map(({ topic: t, type, body }) => ({ topic: t, type, body }));
      target
        .to(topic)
        .emit(
          'message',
          messages.length === 1 ? messages[0] : { topic, type: 'batch', body: messages },
        );
    };
  const options = { intervalMs: deps.intervalMs };
  const coalescer = new TopicCoalescer(deliver(io), options);
  // Several nodes: what every node publishes itself goes to its own sockets only.
  const local = deps.adapter ? new TopicCoalescer(deliver(io.local), options) : coalescer;
  const unsubscribe = deps.bus.subscribe((event: RealtimeEvent) => {
    // Nobody here follows the topic (and no other node could): nothing to coalesce or send.
    const here = io.sockets.adapter.rooms.has(event.topic);
    if (!here && (!deps.adapter || event.localOnly)) return;
    (event.localOnly ? local : coalescer).add(event);
  });

  /** Closes this node's sockets whose session has ended since they connected. */
  async function checkSessions(): Promise<void> {
    const sockets = await io.local.fetchSockets();
    await Promise.all(
      sockets.map(async (socket) => {
        const data = socket.data as SocketData;
        if (!data.auth) return;
        try {
          data.auth = await deps.authenticate(data.token, data.apiKey);
        } catch {
          socket.emit('session_ended');
          socket.disconnect(true);
        }
      }),
    );
  }
  const sessionTimer = setInterval(() => {
    checkSessions().catch((error: unknown) =>
      deps.log.error({ err: error }, 'realtime session check failed'),
    );
  }, deps.sessionCheckMs ?? 30_000);
  sessionTimer.unref();

  return {
    io,
    checkSessions,
    close() {
      withdrawUpgrades();
      clearInterval(sessionTimer);
      unsubscribe();
      coalescer.close();
      local.close();
      io.local.disconnectSockets(true);
      io.engine.close();
    },
  };
}

export type RealtimeServer = ReturnType<typeof attachRealtime>;
