// Vouchers benchmark: the real server on an embedded database (or a PostgreSQL) seeded with
// 100,000 vouchers and 1,000,000 history entries; p50/p95 of the voucher list (as the screen
// asks it, with its filters and status computed at read time), a detail and a history page over
// HTTP on 127.0.0.1, against GET /api/health in the same run.
//
//   npm run bench:vouchers -- [--vouchers 100000] [--history 1000000] [--requests 50]
//     [--data-dir DIR] [--database-url postgres://…]
import { parseArgs } from 'node:util';
import { startBenchServer } from '../support/bench-server';
import { measureCalls, overBaseline, type CallFigures } from '../support/http-latency';
import { seedVouchers } from './seed';

const { values } = parseArgs({
  options: {
    vouchers: { type: 'string', default: '100000' },
    history: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '50' },
    /** Keep the seeded database here and reuse it on the next run (same sizes). */
    'data-dir': { type: 'string' },
    /** Run against this PostgreSQL database (seeded once, like a kept data directory). */
    'database-url': { type: 'string' },
  },
});
const size = { vouchers: Number(values.vouchers), history: Number(values.history) };
const requests = Number(values.requests);
const databaseUrl = values['database-url'];
const log = (text: string) => process.stderr.write(`${text}\n`);

const server = await startBenchServer(
  'vouchers',
  values['data-dir'],
  databaseUrl ? { DATABASE_URL: databaseUrl } : {},
);
let seedSeconds: number | undefined;
let results: Record<string, CallFigures> | undefined;
try {
  const { db } = server.app.database;
  seedSeconds = await server.seedOnce('VOU-000001', (progress) =>
    seedVouchers(db, server.rootTenantPk, size, progress),
  );
  const middle = await db
    .selectFrom('voucher')
    .select((eb) => eb.fn.min('voucher_pk').as('pk'))
    .executeTakeFirstOrThrow();
  const pk = Number(middle.pk) + Math.floor(size.vouchers / 2);
  const { base, headers } = await server.listen();
  const list = '/api/vouchers?page=1&size=10&timeZone=America/Sao_Paulo';
  results = await measureCalls(
    base,
    headers,
    {
      baseline: '/api/health',
      'list, first page': list,
      'list, page 5000': '/api/vouchers?page=5000&size=10',
      'list, ACTIVE': `${list}&status=ACTIVE`,
      'list, USED': `${list}&status=USED`,
      'list, EXPIRED money': `${list}&status=EXPIRED&kind=MONEY_RECHARGE`,
      'list, code search': `${list}&code=BENCH4242`,
      'list, title search': `${list}&title=voucher%2099`,
      detail: `/api/vouchers/${pk}`,
      history: `/api/vouchers/${pk}/history`,
      'code lookup': '/api/vouchers/last?code=BENCH500',
    },
    requests,
    log,
  );
} finally {
  await server.close(values['data-dir'] !== undefined || databaseUrl !== undefined);
}
console.log(
  JSON.stringify({
    ...size,
    database: databaseUrl ? 'postgres' : 'pglite',
    requests,
    seedSeconds,
    latencyMs: results,
    targetP95Ms: 100,
    overBaselineP95Ms: results && overBaseline(results),
  }),
);
