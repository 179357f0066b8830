/**
 * Test fixture: a minimal central system on 127.0.0.1 (ocpp-rpc RPCServer, strict OCPP 1.6
 * schemas) that records every call and answers like a permissive CSMS. Used by the
 * simulator's own tests only; it is not part of the product.
 */
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import { RPCServer } from 'ocpp-rpc';
import type RPCServerClient from 'ocpp-rpc/lib/server-client';

export interface RecordedCall {
  identity: string;
  action: string;
  params: Record<string, unknown>;
  receivedAt: number;
}

export interface FakeCsmsOptions {
  /** Required Basic-auth password; any when absent. */
  password?: string;
  /** BootNotification answer for the n-th boot (1-based) of a station. */
  boot?: (
    identity: string,
    n: number,
  ) => { status: 'Accepted' | 'Pending' | 'Rejected'; interval: number };
  /** Id tags the server refuses (Invalid). */
  invalidTags?: string[];
}

type Handler = (identity: string, params: Record<string, unknown>) => Record<string, unknown>;

export class FakeCsms {
  readonly calls: RecordedCall[] = [];
  readonly clients = new Map<string, RPCServerClient>();
  private readonly events = new EventEmitter();
  private readonly boots = new Map<string, number>();
  private nextTransactionId = 1000;
  url = '';

  private constructor(
    private readonly server: RPCServer,
    private readonly options: FakeCsmsOptions,
  ) {}

  static async start(options: FakeCsmsOptions = {}): Promise<FakeCsms> {
    const server = new RPCServer({ protocols: ['ocpp1.6'], strictMode: true });
    const csms = new FakeCsms(server, options);
    server.auth((accept, reject, handshake) => {
      const given = handshake.password?.toString('utf8');
      if (options.password !== undefined && given !== options.password) reject(401, 'Unauthorized');
      else accept({}, 'ocpp1.6');
    });
    server.on('client', (client: RPCServerClient) => csms.attach(client));
    const http = await server.listen(0, '127.0.0.1');
    csms.url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/ocpp`;
    return csms;
  }

  callsOf(action: string, identity?: string): RecordedCall[] {
    return this.calls.filter((c) => c.action === action && (!identity || c.identity === identity));
  }

  /** The first call (from index `from`) matching, waiting for it up to `timeoutMs`. */
  waitForCall(
    action: string,
    where: (call: RecordedCall) => boolean = () => true,
    { from = 0, timeoutMs = 5000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<RecordedCall> {
    const find = (): RecordedCall | undefined =>
      this.calls.slice(from).find((c) => c.action === action && where(c));
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const onCall = (): void => {
        const match = find();
        if (!match) return;
        clearTimeout(timer);
        this.events.off('call', onCall);
        resolve(match);
      };
      const timer = setTimeout(() => {
        this.events.off('call', onCall);
        reject(new Error(`no ${action} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.events.on('call', onCall);
    });
  }

  async send(identity: string, action: string, params: Record<string, unknown>): Promise<unknown> {
    const client = this.clients.get(identity);
    if (!client) throw new Error(`${identity} is not connected`);
    return client.call(action, params);
  }

  /** Drops every socket without a closing handshake (server crash or network loss). */
  dropAll(): void {
    for (const client of this.clients.values()) void client.close({ force: true });
  }

  async close(): Promise<void> {
    await this.server.close({ force: true });
  }

  private attach(client: RPCServerClient): void {
    const identity = client.identity ?? '';
    this.clients.set(identity, client);
    client.once('close', () => {
      if (this.clients.get(identity) === client) this.clients.delete(identity);
    });
    client.handle(async ({ method, params }) => {
      const action = method ?? '';
      const payload: Record<string, unknown> = params ?? {};
      this.calls.push({ identity, action, params: payload, receivedAt: Date.now() });
      this.events.emit('call');
      return (this.handlers[action] ?? (() => ({})))(identity, payload);
    });
  }

  private readonly handlers: Record<string, Handler> = {
    BootNotification: (identity) => {
      const n = (this.boots.get(identity) ?? 0) + 1;
      this.boots.set(identity, n);
      const answer = this.options.boot?.(identity, n) ?? { status: 'Accepted', interval: 300 };
      return { ...answer, currentTime: new Date().toISOString() };
    },
    Heartbeat: () => ({ currentTime: new Date().toISOString() }),
    Authorize: (_, { idTag }) => ({ idTagInfo: { status: this.tagStatus(idTag) } }),
    StartTransaction: (_, { idTag }) => ({
      transactionId: this.nextTransactionId++,
      idTagInfo: { status: this.tagStatus(idTag) },
    }),
    StopTransaction: () => ({ idTagInfo: { status: 'Accepted' } }),
    DataTransfer: () => ({ status: 'Accepted' }),
  };

  private tagStatus(idTag: unknown): string {
    return typeof idTag === 'string' && this.options.invalidTags?.includes(idTag)
      ? 'Invalid'
      : 'Accepted';
  }
}
