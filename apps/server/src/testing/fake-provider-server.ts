import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a fake provider received, as a test reads it back. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export type FakeRoute = (request: ReceivedRequest, params: string[]) => FakeAnswer;

/**
 * A local HTTP server answering as a payment provider's documentation shows (test support
 * only). Faults: `5xx` answers 503 without doing anything; `timeout` does the work and never
 * answers, as a real timeout may. Calls carrying an idempotency key already seen answer the
 * first call's answer and do nothing.
 */
export class FakeProviderServer {
  readonly requests: ReceivedRequest[] = [];
  private faults: ('5xx' | 'timeout')[] = [];
  private readonly answered = new Map<string, FakeAnswer>();
  private readonly hanging = new Set<ServerResponse>();
  private server: Server | undefined;

  constructor(
    private readonly routes: [method: string, path: RegExp, route: FakeRoute][],
    private readonly options: { token: string; idempotencyHeader: string },
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: error.message }));
      });
    });
    await new Promise<void>((done) => this.server?.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((done) => this.server?.close(() => done()) ?? done());
  }

  /** The next `count` calls fail this way. */
  fail(kind: '5xx' | 'timeout', count = 1): void {
    for (let i = 0; i < count; i++) this.faults.push(kind);
  }

  /** Calls that changed something (POST/PUT), by path. */
  writes(path: RegExp): ReceivedRequest[] {
    return this.requests.filter((r) => r.method !== 'GET' && path.test(r.path));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: ReceivedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    this.requests.push(request);
    const fault = this.faults.shift();
    if (fault === '5xx') return send(res, { status: 503, body: { message: 'unavailable' } });
    const answer = this.answer(request);
    if (fault === 'timeout') {
      this.hanging.add(res);
      return;
    }
    send(res, answer);
  }

  private answer(request: ReceivedRequest): FakeAnswer {
    if (request.headers.authorization !== `Bearer ${this.options.token}`)
      return { status: 401, body: { message: 'invalid access token' } };
    const key = request.headers[this.options.idempotencyHeader];
    const keyed =
      typeof key === 'string' && request.method !== 'GET' ? `${request.path}|${key}` : '';
    const seen = keyed ? this.answered.get(keyed) : undefined;
    if (seen) return seen;
    const answer = this.route(request);
    if (keyed && answer.status < 500) this.answered.set(keyed, answer);
    return answer;
  }

  private route(request: ReceivedRequest): FakeAnswer {
    for (const [method, path, route] of this.routes) {
      const match = method === request.method ? path.exec(request.path) : null;
      if (match) return route(request, match.slice(1));
    }
    return { status: 404, body: { message: 'resource not found' } };
  }
}

function send(res: ServerResponse, answer: FakeAnswer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer.body));
}
