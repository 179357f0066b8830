import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { VoucherStatus } from '@chargedeck/shared';
import { describeDatabases } from '../../testing/test-databases';
import { voucherStatusIs } from './voucher-status-sql';

/**
 * The partial index each status's count can read alone (migration
 * 2026-11-25-0300-voucher-status-indexes): the predicate proves the index's condition. On an empty
 * table either "live" index serves a time-dependent status; at size the planner takes the range
 * that reads least.
 */
const INDEX_OF: Record<VoucherStatus, RegExp> = {
  INACTIVE: /Index Only Scan using voucher_inactive_idx/,
  USED: /Index Only Scan using voucher_used_idx/,
  EXPIRED: /Index Only Scan using voucher_live_(expire|start)_idx/,
  NOT_STARTED: /Index Only Scan using voucher_live_(expire|start)_idx/,
  ACTIVE: /Index Only Scan using voucher_live_(expire|start)_idx/,
};

describeDatabases('voucher status predicates', (database) => {
  it.each(Object.entries(INDEX_OF))(
    'counts %s vouchers from its partial index alone',
    async (status, index) => {
      const plan = await database.handle.db.transaction().execute(async (trx) => {
        // An empty table: forbid the sequential scan so the plan shows which index can serve.
        await sql`set local enable_seqscan = off`.execute(trx);
        const rows = await trx
          .selectFrom('voucher as v')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('v.tenant_pk', 'in', [1])
          .where(voucherStatusIs(status as VoucherStatus, new Date()))
          .explain();
        return rows.map((row) => Object.values(row).join('')).join('\n');
      });
      expect(plan).toMatch(index);
    },
  );
});
