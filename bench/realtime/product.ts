// The product for the realtime benchmark: the real server (createApp) in its own process with N
// registered stations, stopped over IPC.
import { type ServerReply, type ServerRequest } from '../ocpp/bench-protocol';
import { startBenchServer } from '../support/bench-server';
import { registerBenchStations } from '../support/bench-stations';

const stations = Number(process.env.BENCH_STATIONS ?? '0');
const send = (reply: ServerReply) => process.send?.(reply);

const server = await startBenchServer('realtime', undefined, {
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  OCPP_AUTH_FAILURES_PER_ADDRESS: '100000',
});
const { app } = server;
await registerBenchStations(app.database.db, server.rootTenantPk, stations, 'RT-', 5);
await app.http.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (message: ServerRequest) => {
  if (message.kind !== 'stop') return;
  void (async () => {
    await app.close();
    await app.database.close();
    send({ kind: 'stopped' });
    process.exit(0);
  })();
});
const address = app.http.server.address();
send({ kind: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
