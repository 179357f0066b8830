import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import ocppRpc, { RPCServer, createRPCError } from 'ocpp-rpc';

// The error classes are spread into the package's exports, which Node cannot name statically.
const { TimeoutError } = ocppRpc;
import {
  OcppCallError,
  OutboundCallError,
  type OcppTransport,
  type StationConnection,
  type TransportListener,
} from './ocpp-transport';

export interface RpcTransportOptions {
  protocols: string[];
  pingIntervalMs: number;
  maxFrameBytes: number;
  /** Consecutive malformed messages tolerated before the socket is closed. */
  maxBadMessages: number;
  /** Called when a handler failed unexpectedly (the station gets an InternalError). */
  onHandlerError(error: unknown, chargeBoxId: string, action: string): void;
}

interface RpcHandshake {
  identity: string;
  endpoint: string;
  remoteAddress: string;
  protocols: Set<string>;
  password: Buffer | undefined;
  request: IncomingMessage;
}

/** The parts of ocpp-rpc's server-side client this transport uses. */
interface RpcClient {
  identity: string;
  protocol: string;
  state: number;
  session: { connection?: unknown };
  handshake: RpcHandshake;
  handle(handler: (call: { messageId: string; method: string; params: unknown }) => unknown): void;
  call(method: string, params: unknown, options: { callTimeoutMs: number }): Promise<unknown>;
  close(options: { code?: number; reason?: string; force?: boolean }): Promise<unknown>;
  on(event: 'call', listener: (event: { outbound: boolean; payload: unknown[] }) => void): void;
  once(event: 'close', listener: (event: { code: number; reason: string }) => void): void;
}

const OPEN = 1;
const CLOSE_GRACE_MS = 3_000;
let nextConnectionId = 1;

class RpcConnection<S> implements StationConnection<S> {
  readonly connectionId = nextConnectionId++;
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly client: RpcClient,
    readonly session: S,
  ) {}

  get chargeBoxId() {
    return this.client.identity;
  }
  get protocol() {
    return this.client.protocol;
  }
  get remoteAddress() {
    return this.client.handshake.remoteAddress;
  }
  get open() {
    return this.client.state === OPEN;
  }

  call(action: string, payload: unknown, timeoutMs: number): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    const send = async () => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new OutboundCallError('timeout', 'no answer in time: an earlier call was still open');
      }
      if (!this.open) throw new OutboundCallError('disconnected', 'the station disconnected');
      try {
        return await this.client.call(action, payload, { callTimeoutMs: remaining });
      } catch (error) {
        throw outboundFailure(error, this.open);
      }
    };
    const result = this.turn.then(send, send);
    this.turn = result.catch(() => undefined);
    return result;
  }

  async close(code: number, reason: string): Promise<void> {
    await this.client.close({ code, reason });
  }

  terminate(): void {
    void this.client.close({ force: true });
  }
}

function outboundFailure(error: unknown, open: boolean): OutboundCallError {
  if (error instanceof TimeoutError) {
    return new OutboundCallError('timeout', 'the station did not answer in time');
  }
  const rpc = error as { rpcErrorCode?: string; message?: string };
  if (rpc.rpcErrorCode) {
    return new OutboundCallError(
      'call-error',
      `${rpc.rpcErrorCode}${rpc.message ? `: ${rpc.message}` : ''}`,
      rpc.rpcErrorCode,
    );
  }
  if (!open) return new OutboundCallError('disconnected', 'the station disconnected');
  return new OutboundCallError('call-error', rpc.message ?? String(error));
}

/** CALL frames are [2, id, action, payload]; the library also reads shorter or longer ones. */
function frameProblemOf(payload: unknown[]): string | undefined {
  if (payload.length !== 4) return `a CALL has 4 elements, this one has ${payload.length}`;
  return undefined;
}

/** The OCPP-J transport over ocpp-rpc. */
export function createRpcTransport<S>(
  options: RpcTransportOptions,
  listener: TransportListener<S>,
): OcppTransport {
  const server = new RPCServer({
    protocols: options.protocols,
    // Validation is ours: inbound with the station's tolerances, outbound strictly.
    strictMode: false,
    callConcurrency: 1,
    pingIntervalMs: options.pingIntervalMs,
    maxBadMessages: options.maxBadMessages,
    respondWithDetailedErrors: false,
    wssOptions: { maxPayload: options.maxFrameBytes },
  });

  server.auth((accept, reject, raw, signal) => {
    const handshake = raw as unknown as RpcHandshake;
    const aborted = signal ?? new AbortController().signal;
    listener
      .admit(
        {
          chargeBoxId: handshake.identity,
          endpoint: handshake.endpoint,
          remoteAddress: handshake.remoteAddress,
          protocols: handshake.protocols,
          password: handshake.password,
          request: handshake.request,
        },
        aborted,
      )
      .then((admission) => {
        if (admission.accept) accept({ connection: admission.session }, admission.protocol);
        else reject(admission.status, admission.message);
      })
      .catch(() => reject(500, 'Internal Server Error'));
  });

  const closing = new Map<RpcClient, Promise<void>>();

  server.on('client', (raw: unknown) => {
    const client = raw as RpcClient;
    let closed!: () => void;
    closing.set(client, new Promise<void>((resolve) => (closed = resolve)));
    const connection = new RpcConnection<S>(client, client.session.connection as S);
    const frameProblems = new Map<string, string>();
    client.on('call', ({ outbound, payload }) => {
      if (outbound) return;
      const problem = frameProblemOf(payload);
      if (problem) frameProblems.set(String(payload[1]), problem);
    });
    client.handle(async ({ messageId, method, params }) => {
      const frameProblem = frameProblems.get(messageId);
      if (frameProblem) frameProblems.delete(messageId);
      try {
        return await listener.call(connection, {
          messageId,
          action: method,
          payload: params,
          frameProblem,
        });
      } catch (error) {
        if (error instanceof OcppCallError) throw createRPCError(error.code, error.message);
        options.onHandlerError(error, client.identity, method);
        throw createRPCError('InternalError', 'The message could not be processed; send it again');
      }
    });
    client.once('close', ({ code, reason }) => {
      closing.delete(client);
      closed();
      listener.closed(connection, code, reason);
    });
    listener.opened(connection);
  });

  return {
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
      void server.handleUpgrade(request, socket as never, head);
    },
    async close() {
      const open = [...closing.values()];
      const stragglers = [...closing.keys()];
      await server.close({ code: 1001, reason: 'Server shutting down' });
      // The library does not wait for the stations' close handshakes; a station that does not
      // answer within the grace period is dropped.
      const grace = new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
      await Promise.race([Promise.all(open), grace]);
      for (const client of stragglers) if (closing.has(client)) void client.close({ force: true });
      await Promise.all(open);
    },
  };
}
