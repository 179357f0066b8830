// The baseline: a bare ocpp-rpc server answering the benchmark's calls without persistence,
// in its own process like the product, reporting the same figures.
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { RPCServer } from 'ocpp-rpc';
import { lagP99Ms, settledMemory, type ServerReply, type ServerRequest } from './bench-protocol';

const send = (reply: ServerReply) => process.send?.(reply);
const now = () => new Date().toISOString();
let transactionId = 0;
const answers: Record<string, () => unknown> = {
  BootNotification: () => ({ status: 'Accepted', currentTime: now(), interval: 300 }),
  Heartbeat: () => ({ currentTime: now() }),
  StatusNotification: () => ({}),
  Authorize: () => ({ idTagInfo: { status: 'Accepted' } }),
  StartTransaction: () => ({ transactionId: ++transactionId, idTagInfo: { status: 'Accepted' } }),
  StopTransaction: () => ({ idTagInfo: { status: 'Accepted' } }),
  MeterValues: () => ({}),
};

const server = new RPCServer({ protocols: ['ocpp1.6'], strictMode: false });
server.auth((accept) => accept({}, 'ocpp1.6'));
server.on('client', (client: { handle(h: (call: { method?: string }) => unknown): void }) => {
  client.handle(({ method }) => (answers[method ?? ''] ?? (() => ({})))());
});
// As ocpp-rpc's own listen, but with the product's backlog (LISTEN_BACKLOG), so that a
// reconnection storm meets the same queue in both servers.
const http = createServer({ noDelay: true }, (_request, response) => {
  response.statusCode = 404;
  response.end();
});
http.on('upgrade', (request, socket, head) => {
  void server.handleUpgrade(request, socket as never, head);
});
await new Promise<void>((resolve) =>
  http.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve),
);

const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
process.on('message', (message: ServerRequest) => {
  if (message.kind === 'stats') {
    // The lag is read first: the collections below would show up in it.
    const loopLagP99Ms = lagP99Ms(lag);
    void settledMemory().then((memory) => send({ kind: 'stats', ...memory, loopLagP99Ms }));
  } else if (message.kind === 'reset-lag') {
    lag.reset();
  } else if (message.kind === 'stored-meter-values') {
    send({ kind: 'stored-meter-values', count: 0 });
  } else if (message.kind === 'stop') {
    void server.close({ force: true }).then(() => {
      send({ kind: 'stopped' });
      process.exit(0);
    });
  }
});
const address = http.address();
send({ kind: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
