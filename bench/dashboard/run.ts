// Home dashboard benchmark: the real server on an embedded database seeded with N stations and
// M transactions; latency of GET stats/sums, stats/info and chargepoints/map over HTTP on
// 127.0.0.1, against GET /api/health measured in the same run.
//
//   npm run bench:dashboard -- [--stations 10000] [--transactions 1000000] [--requests 100]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { median, percentile, round } from '../support/stats';
import { seedDashboard } from './seed';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '10000' },
    transactions: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '5000' },
    requests: { type: 'string', default: '100' },
    /** Keep the seeded database here and reuse it on the next run (same sizes). */
    'data-dir': { type: 'string' },
  },
});
const size = {
  stations: Number(values.stations),
  transactions: Number(values.transactions),
  users: Number(values.users),
};
const requests = Number(values.requests);

const keep = values['data-dir'];
const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'chargedeck-bench-dashboard-'));
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ROBOT_CHECK: 'off',
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: 'Bench123!',
  LOG_LEVEL: 'warn',
});
const app = await createApp({ config });
const log = (text: string) => process.stderr.write(`${text}\n`);

try {
  const { db } = app.database;
  const root = await db
    .selectFrom('tenant')
    .select('tenant_pk')
    .where('parent_tenant_pk', 'is', null)
    .executeTakeFirstOrThrow();
  const seedStarted = performance.now();
  const seeded = await db
    .selectFrom('charge_box')
    .select('charge_box_pk')
    .where('charge_box_id', '=', 'DASH-000001')
    .executeTakeFirst();
  if (!seeded) {
    await seedDashboard(db, root.tenant_pk, size, (text) =>
      log(`seed: ${text} (${round((performance.now() - seedStarted) / 1000)} s)`),
    );
  }
  const seedSeconds = round((performance.now() - seedStarted) / 1000);

  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const address = app.http.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'Bench123!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };

  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const zone = 'timeZone=America/Sao_Paulo';
  const calls: Record<string, string> = {
    baseline: '/api/health',
    'stats/sums 7 days': `/api/stats/sums?fromDate=${day(6)}&toDate=${day(0)}&${zone}`,
    'stats/info 7 days': `/api/stats/info?fromDate=${day(6)}&toDate=${day(0)}&${zone}`,
    'stats/sums 30 days': `/api/stats/sums?fromDate=${day(29)}&toDate=${day(0)}&${zone}`,
    'stats/sums 365 days': `/api/stats/sums?fromDate=${day(364)}&toDate=${day(0)}&${zone}`,
    'chargepoints/map': `/api/chargepoints/map?originType=MOVE&${zone}`,
  };

  const results: Record<string, { p50: number; p95: number; bytes: number }> = {};
  for (const [name, path] of Object.entries(calls)) {
    const samples: number[] = [];
    let bytes = 0;
    for (let i = 0; i < requests + 5; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      const body = await res.arrayBuffer();
      if (res.status !== 200)
        throw new Error(`${path}: ${res.status} ${Buffer.from(body).toString()}`);
      // The first five warm the caches and the plans.
      if (i >= 5) samples.push(performance.now() - started);
      bytes = body.byteLength;
    }
    results[name] = { p50: round(median(samples)), p95: round(percentile(samples, 95)), bytes };
    log(
      `${name.padEnd(22)} p50 ${results[name].p50} ms  p95 ${results[name].p95} ms  ${bytes} bytes`,
    );
  }
  const baseline = results.baseline?.p95 ?? 0;
  console.log(
    JSON.stringify({
      stations: size.stations,
      transactions: size.transactions,
      users: size.users,
      requests,
      seedSeconds,
      latencyMs: results,
      targetP95Ms: 200,
      overBaselineP95Ms: Object.fromEntries(
        Object.entries(results)
          .filter(([name]) => name !== 'baseline')
          .map(([name, r]) => [name, round(r.p95 - baseline)]),
      ),
    }),
  );
} finally {
  await app.close();
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
