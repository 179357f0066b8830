import { RPCClient } from 'ocpp-rpc';
import type { StationAction, StationRequest, StationResponse } from '@chargedeck/shared/ocpp16';
import type { StationCounters } from './counters';

export interface ConnectionHooks {
  /** An incoming CALL; resolve with the CALLRESULT payload or throw an RPC error. */
  onCommand(action: string, params: unknown): Promise<object>;
  /** The socket closed without us asking (server gone, network lost). */
  onDropped(code: number | undefined, reason: string): void;
  onCall(action: StationAction, payload: unknown): void;
  onCallResult(action: StationAction, payload: unknown, response: unknown): void;
}

export interface ConnectionSettings {
  url: string;
  chargeBoxId: string;
  password?: string;
  strict: boolean;
  callTimeoutMs: number;
  pingIntervalSec: number;
}

/** Thrown when a call is attempted while the station has no open socket. */
export class OfflineError extends Error {
  constructor(action: string) {
    super(`${action}: station is offline`);
    this.name = 'OfflineError';
  }
}

/** A CALLERROR from the server, or a payload that failed schema validation. */
export function isRpcError(error: unknown): error is Error & { rpcErrorCode: string } {
  return error instanceof Error && typeof Reflect.get(error, 'rpcErrorCode') === 'string';
}

/**
 * One OCPP-J socket per station (ocpp-rpc, subprotocol ocpp1.6, one outstanding call at a time,
 * Basic auth with the chargeBoxId as user name). A fresh client per connection keeps a
 * reconnect free of state left from the socket before it; ocpp-rpc's own reconnect is off
 * because the station decides when and whether to come back.
 */
export class StationConnection {
  private client: RPCClient | undefined;

  constructor(
    private readonly settings: ConnectionSettings,
    private readonly counters: StationCounters,
    private readonly hooks: ConnectionHooks,
  ) {}

  get isOpen(): boolean {
    return this.client?.state === RPCClient.OPEN;
  }

  async open(): Promise<void> {
    const { url, chargeBoxId, password, strict, callTimeoutMs, pingIntervalSec } = this.settings;
    const client = new RPCClient({
      identity: chargeBoxId,
      endpoint: url.replace(/\/+$/, ''),
      password: password ?? null,
      protocols: ['ocpp1.6'],
      strictMode: strict,
      strictModeValidators: [],
      reconnect: false,
      maxReconnects: 0,
      callConcurrency: 1,
      callTimeoutMs,
      pingIntervalMs: pingIntervalSec * 1000,
      deferPingsOnActivity: true,
      respondWithDetailedErrors: false,
      maxBadMessages: Number.POSITIVE_INFINITY,
      wsOpts: { handshakeTimeout: callTimeoutMs },
      headers: {},
      backoff: { initialDelay: 1000, maxDelay: 30_000, factor: 2, randomisationFactor: 0.25 },
    });
    client.handle(({ method, params }) => this.hooks.onCommand(method ?? '', params));
    // Counted when on the wire: a call still queued behind another when the socket closes
    // was never sent.
    client.on('call', ({ outbound, payload }: { outbound: boolean; payload: unknown[] }) => {
      if (!outbound) return;
      this.counters.callsSent++;
      this.hooks.onCall(payload[2] as StationAction, payload[3]);
    });
    this.client = client;
    try {
      await client.connect();
    } catch (error) {
      if (this.client === client) this.client = undefined;
      throw new Error(`${chargeBoxId}: cannot connect to ${url}: ${describe(error)}`, {
        cause: error,
      });
    }
    this.counters.connects++;
    client.once('close', ({ code, reason }: { code?: number; reason?: unknown }) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.counters.disconnects++;
      this.hooks.onDropped(code, typeof reason === 'string' ? reason : '');
    });
  }

  /** Clean close: a station shutting down or rebooting; calls in flight get their answer. */
  async close(reason = 'Station stopped'): Promise<void> {
    const client = this.detach();
    await client?.close({ code: 1000, reason, awaitPending: true });
  }

  /** Network loss: the socket goes away without a closing handshake. */
  cut(): void {
    void this.detach()?.close({ force: true });
  }

  async call<A extends StationAction>(
    action: A,
    payload: StationRequest<A>,
  ): Promise<StationResponse<A>> {
    const client = this.client;
    if (!client || client.state !== RPCClient.OPEN) throw new OfflineError(action);
    const started = performance.now();
    try {
      // strictMode validated the response against the OCPP 1.6 schema of this action.
      const response = (await client.call(action, payload)) as StationResponse<A>;
      this.counters.callsAnswered++;
      if (action === 'MeterValues') this.counters.meterValuesSent++;
      this.counters.callLatencyMsTotal += performance.now() - started;
      this.hooks.onCallResult(action, payload, response);
      return response;
    } catch (error) {
      if (isRpcError(error) || isTimeout(error)) this.counters.callErrors++;
      else this.counters.callsAborted++;
      throw error;
    }
  }

  private detach(): RPCClient | undefined {
    const client = this.client;
    if (client) this.counters.disconnects++;
    this.client = undefined;
    return client;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.constructor.name === 'TimeoutError';
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = Reflect.get(error, 'code');
  return typeof status === 'number' ? `HTTP ${status} ${error.message}` : error.message;
}
