// Vouchers benchmark: the real server on an embedded database (or a PostgreSQL) seeded with
// 100,000 vouchers and 1,000,000 history entries; p50/p95 of the voucher list (as the screen
// asks it, with its filters and status computed at read time), a detail and a history page over
// HTTP on 127.0.0.1, against GET /api/health in the same run.
//
//   npm run bench:vouchers -- [--vouchers 100000] [--history 1000000] [--requests 50]
//     [--data-dir DIR] [--database-url postgres://…]
import { parseArgs } from 'node:util';
import { LATENCY_RUN_OPTIONS, runLatency } from '../support/latency-run';
import { seedVouchers } from './seed';

const { values } = parseArgs({
  options: {
    vouchers: { type: 'string', default: '100000' },
    history: { type: 'string', default: '1000000' },
    ...LATENCY_RUN_OPTIONS,
  },
});
const size = { vouchers: Number(values.vouchers), history: Number(values.history) };

const run = await runLatency({
  name: 'vouchers',
  values,
  marker: 'VOU-000001',
  seed: (db, tenantPk, progress) => seedVouchers(db, tenantPk, size, progress),
  async calls(db) {
    const middle = await db
      .selectFrom('voucher')
      .select((eb) => eb.fn.min('voucher_pk').as('pk'))
      .executeTakeFirstOrThrow();
    const pk = Number(middle.pk) + Math.floor(size.vouchers / 2);
    const list = '/api/vouchers?page=1&size=10&timeZone=America/Sao_Paulo';
    return {
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
    };
  },
  keepData: values['database-url'] !== undefined,
});
console.log(
  JSON.stringify({
    ...size,
    ...run.figures,
    targetP95Ms: 100,
    overBaselineP95Ms: run.overBaselineP95Ms,
  }),
);
