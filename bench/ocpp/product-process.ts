// The product as the benchmark runs it: the real server (createApp) in its own process, with N
// registered stations and a tag, reporting its memory and event-loop lag over IPC.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { startBenchServer } from '../support/bench-server';
import { registerBenchStations } from '../support/bench-stations';
import {
  BENCH_TAG,
  lagP99Ms,
  settledMemory,
  type ServerReply,
  type ServerRequest,
} from './bench-protocol';

const stations = Number(process.env.BENCH_STATIONS ?? '0');
const send = (reply: ServerReply) => process.send?.(reply);

const server = await startBenchServer('ocpp', undefined, {
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  OCPP_AUTH_FAILURES_PER_ADDRESS: '100000',
});
const { app } = server;
const { db } = app.database;
const tenantPk = server.rootTenantPk;
// A storm gives every station its own key, as after a real restart: one scrypt each.
const keys = process.env.BENCH_KEYS === 'each' ? 'each' : 'shared';
await registerBenchStations(db, tenantPk, stations, 'BENCH-', 6, keys);
// One card per station, each allowed one transaction at a time (the default).
await sql`
  insert into ocpp_tag (id_tag, tenant_pk)
  select ${BENCH_TAG} || '-' || i, ${tenantPk} from generate_series(0, ${stations - 1}) as i
  on conflict (id_tag) do nothing`.execute(db);
// As the product listens (apps/server/src/main.ts).
await app.http.listen({ port: 0, host: '127.0.0.1', backlog: server.config.listenBacklog });

const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
process.on('message', (message: ServerRequest) => {
  void (async () => {
    if (message.kind === 'stats') {
      // The lag is read first: the collections below would show up in it.
      const loopLagP99Ms = lagP99Ms(lag);
      send({ kind: 'stats', ...(await settledMemory()), loopLagP99Ms });
    } else if (message.kind === 'reset-lag') {
      lag.reset();
    } else if (message.kind === 'stored-meter-values') {
      await app.ocpp.flush();
      const row = await sql<{ n: number }>`select count(*)::int as n from meter_value`.execute(db);
      send({ kind: 'stored-meter-values', count: Number(row.rows[0]?.n ?? 0) });
    } else if (message.kind === 'stop') {
      await app.close();
      await app.database.close();
      send({ kind: 'stopped' });
      process.exit(0);
    }
  })();
});
const address = app.http.server.address();
send({ kind: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
