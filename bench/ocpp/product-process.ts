// The product as the benchmark runs it: the real server (createApp) in its own process, with N
// registered stations and a tag, reporting its memory and event-loop lag over IPC.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createApp } from '../../apps/server/src/app';
import { hashAuthorizationKey } from '../../apps/server/src/modules/stations';
import { loadConfig } from '../../apps/server/src/platform/config';
import {
  BENCH_KEY,
  BENCH_TAG,
  lagP99Ms,
  settledMemory,
  type ServerReply,
  type ServerRequest,
} from './bench-protocol';

const stations = Number(process.env.BENCH_STATIONS ?? '0');
const send = (reply: ServerReply) => process.send?.(reply);

const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'chargedeck-bench-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  ROBOT_CHECK: 'off',
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: 'Bench123!',
  LOG_LEVEL: 'warn',
  OCPP_AUTH_FAILURES_PER_ADDRESS: '100000',
});
const app = await createApp({ config });
const { db } = app.database;
const root = await db
  .selectFrom('tenant')
  .select('tenant_pk')
  .where('parent_tenant_pk', 'is', null)
  .executeTakeFirstOrThrow();
// Every bench station shares one key hash: one scrypt, then the verified-key cache.
const hash = await hashAuthorizationKey(BENCH_KEY);
await sql`
  insert into charge_box (charge_box_id, tenant_pk, description, authorization_key_hash)
  select 'BENCH-' || lpad(i::text, 6, '0'), ${root.tenant_pk}, 'bench', ${hash}
  from generate_series(0, ${stations - 1}) as i
  on conflict (charge_box_id) do nothing`.execute(db);
// One card per station, each allowed one transaction at a time (the default).
await sql`
  insert into ocpp_tag (id_tag, tenant_pk)
  select ${BENCH_TAG} || '-' || i, ${root.tenant_pk} from generate_series(0, ${stations - 1}) as i
  on conflict (id_tag) do nothing`.execute(db);
await app.http.listen({ port: 0, host: '127.0.0.1' });

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
