// The product for the realtime benchmark: the real server (createApp) in its own process with N
// registered stations, stopped over IPC.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createApp } from '../../apps/server/src/app';
import { hashAuthorizationKey } from '../../apps/server/src/modules/stations';
import { loadConfig } from '../../apps/server/src/platform/config';
import { BENCH_KEY, type ServerReply, type ServerRequest } from '../ocpp/bench-protocol';

const stations = Number(process.env.BENCH_STATIONS ?? '0');
const send = (reply: ServerReply) => process.send?.(reply);

const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'chargedeck-bench-realtime-')),
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
const hash = await hashAuthorizationKey(BENCH_KEY);
await sql`
  insert into charge_box (charge_box_id, tenant_pk, description, authorization_key_hash)
  select 'RT-' || lpad(i::text, 5, '0'), ${root.tenant_pk}, 'bench', ${hash}
  from generate_series(0, ${stations - 1}) as i
  on conflict (charge_box_id) do nothing`.execute(db);
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
