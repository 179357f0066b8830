import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { RPCClient } from 'ocpp-rpc';
import type { TestDatabase } from './test-databases';
import { startTestApp, type TestApp } from './test-app';

export const STATION_KEY = 'station-key-0123456789';

export interface OcppTestApp extends TestApp {
  token: string;
  /** ws://127.0.0.1:PORT/ocpp */
  ocppUrl: string;
  port: number;
  api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<ApiAnswer>;
  /** Registers a station through the API (profile 1 with STATION_KEY unless told otherwise). */
  addStation(chargeBoxId: string, body?: object): Promise<number>;
}

export interface ApiAnswer {
  statusCode: number;
  body: Record<string, unknown>;
}

/** The whole server listening on 127.0.0.1 with a signed-in administrator. */
export async function startOcppApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: Parameters<typeof startTestApp>[2] = {},
): Promise<OcppTestApp> {
  const app = await startTestApp(database, { LOG_LEVEL: 'warn', ...env }, options);
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.http.server.address() as AddressInfo).port;
  const token = await app.login();
  const api: OcppTestApp['api'] = async (method, url, payload) => {
    const res = await app.http.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    return {
      statusCode: res.statusCode,
      body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {},
    };
  };
  return {
    ...app,
    token,
    port,
    ocppUrl: `${env.TLS_CERT ? 'wss' : 'ws'}://127.0.0.1:${port}/ocpp`,
    api,
    async addStation(chargeBoxId, body = {}) {
      const res = await api('POST', '/api/chargepoints', {
        chargeBoxId,
        description: `Station ${chargeBoxId}`,
        ocppSecurityProfile: 1,
        authorizationKey: STATION_KEY,
        ...body,
      });
      if (res.statusCode !== 201)
        throw new Error(`station not created: ${JSON.stringify(res.body)}`);
      return (res.body.data as { chargeBoxPk: number }).chargeBoxPk;
    },
  };
}

export interface StationClientOptions {
  password?: string | null;
  protocols?: string[];
  endpoint?: string;
  callTimeoutMs?: number;
  headers?: Record<string, string>;
  /** TLS options of the socket (CA to trust, client certificate). */
  tls?: { ca?: Buffer; cert?: Buffer; key?: Buffer };
}

/** A raw OCPP-J client (ocpp-rpc) as a station; no automatic reconnects. */
export function stationClient(
  url: string,
  identity: string,
  options: StationClientOptions = {},
): RPCClient {
  return new RPCClient({
    endpoint: options.endpoint ?? url,
    identity,
    protocols: options.protocols ?? ['ocpp1.6'],
    ...(options.password === null ? {} : { password: options.password ?? STATION_KEY }),
    reconnect: false,
    callTimeoutMs: options.callTimeoutMs ?? 10_000,
    headers: options.headers ?? {},
    wsOpts: options.tls ?? {},
    strictMode: false,
  } as never);
}

export async function connectedStation(
  url: string,
  identity: string,
  options: StationClientOptions = {},
): Promise<RPCClient> {
  const client = stationClient(url, identity, options);
  await client.connect();
  return client;
}

/** Status code of a refused connection attempt, or 101 when it was accepted. */
export async function upgradeStatus(
  url: string,
  identity: string,
  options: StationClientOptions = {},
): Promise<number> {
  const client = stationClient(url, identity, options);
  try {
    await client.connect();
    await client.close({ code: 1000 });
    return 101;
  } catch (error) {
    return (error as { code?: number }).code ?? 0;
  }
}

/** Raw frames seen by a client, for checks of answers to malformed input. */
export function frames(client: RPCClient): unknown[][] {
  const seen: unknown[][] = [];
  client.on('message', (event: { message: string | Buffer; outbound: boolean }) => {
    if (event.outbound) return;
    try {
      seen.push(JSON.parse(event.message.toString()) as unknown[]);
    } catch {
      seen.push([event.message.toString()]);
    }
  });
  return seen;
}

/** An ISO instant `m` minutes before now. */
export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/**
 * `minutesAgo` on a clock moved back, when needed, so the last `span` minutes lie inside one day
 * of the tenant's zone (America/Sao_Paulo, UTC−3, the default): a profile prices each weekday
 * apart, so a recharge across local midnight has its energy split into two line items.
 */
export function sameDayMinutesAgo(span: number): (m: number) => string {
  const local = new Date(Date.now() - 3 * 3_600_000);
  const sinceMidnight = local.getUTCHours() * 60 + local.getUTCMinutes();
  const shift = sinceMidnight <= span ? sinceMidnight + 1 : 0;
  return (m) => minutesAgo(m + shift);
}

export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A TCP relay between a station and the server that can freeze: the connection stays open but
 * nothing passes, like a station whose network dropped without closing the socket.
 */
export class FreezableRelay {
  private readonly server: Server;
  private readonly pairs: [Socket, Socket][] = [];

  constructor(private readonly targetPort: number) {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, '127.0.0.1');
      client.pipe(upstream);
      upstream.pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop);
      upstream.on('error', drop);
      this.pairs.push([client, upstream]);
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  freeze(): void {
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  async close(): Promise<void> {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
