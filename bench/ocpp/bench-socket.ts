import WebSocket from 'ws';

const CALL = 2;
const CALL_RESULT = 3;
const CALL_ERROR = 4;

/** A CALLERROR answered by the server. */
export class CallError extends Error {
  constructor(
    readonly code: string,
    description: string,
  ) {
    super(`${code}: ${description}`);
  }
}

interface Pending {
  resolve(payload: unknown): void;
  reject(error: Error): void;
  sentAt: number;
}

/**
 * A station's OCPP-J socket for the load generator: plain `ws` (subprotocol ocpp1.6, Basic auth
 * with the chargeBoxId as user name) and one sweep for call timeouts. An RPC client arms and
 * aborts a timer per call, which costs the generator more CPU than the call costs the server
 * on the same two cores; the load must not compete with what it measures.
 */
export class BenchSocket {
  private socket: WebSocket | undefined;
  private readonly pending = new Map<string, Pending>();
  private nextId = 1;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly endpoint: string,
    private readonly identity: string,
    private readonly password: string,
    private readonly callTimeoutMs: number,
  ) {}

  connect(): Promise<void> {
    const auth = Buffer.from(`${this.identity}:${this.password}`).toString('base64');
    const socket = new WebSocket(
      `${this.endpoint}/${encodeURIComponent(this.identity)}`,
      'ocpp1.6',
      {
        headers: { authorization: `Basic ${auth}` },
        perMessageDeflate: false,
      },
    );
    this.socket = socket;
    socket.on('message', (data) => this.received(String(data)));
    socket.on('close', () => this.failAll(new Error('socket closed')));
    this.sweeper = setInterval(() => this.sweep(), 1000);
    this.sweeper.unref();
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`refused with ${response.statusCode}`)),
      );
    });
  }

  call(action: string, payload: object): Promise<unknown> {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      return Promise.reject(new Error(`${action}: not connected`));
    }
    const id = String(this.nextId++);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, sentAt: Date.now() });
      socket.send(JSON.stringify([CALL, id, action, payload]));
    });
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.socket?.terminate();
  }

  private received(text: string): void {
    const message = JSON.parse(text) as unknown[];
    const [type, id] = message;
    if (type === CALL) {
      // The benchmark's stations are sent no commands; answer as a station that has none.
      const answer = [CALL_ERROR, id, 'NotImplemented', '', {}];
      this.socket?.send(JSON.stringify(answer));
      return;
    }
    const pending = this.pending.get(String(id));
    if (!pending) return;
    this.pending.delete(String(id));
    if (type === CALL_RESULT) pending.resolve(message[2]);
    else pending.reject(new CallError(String(message[2]), String(message[3])));
  }

  private sweep(): void {
    const expired = Date.now() - this.callTimeoutMs;
    for (const [id, pending] of this.pending) {
      if (pending.sentAt > expired) continue;
      this.pending.delete(id);
      pending.reject(new Error('call timed out'));
    }
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
