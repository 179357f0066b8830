import { sql, type Kysely } from 'kysely';

/**
 * The voucher list filters by status, computed at read time (voucherStatusIs in
 * modules/vouchers/voucher-status-sql.ts). Partial indexes on the time-independent facts let each
 * status and its count read only its own vouchers:
 * - INACTIVE (switched off) and USED (counters) are newest-first indexes of their own;
 * - EXPIRED, NOT_STARTED and ACTIVE are ranges on expire_at / start_at given `now`, over the
 *   vouchers switched on and not used up ("live"); both dates are in each index so the count is
 *   an index-only scan.
 * Each index carries the kind, so a kind filter on a status is still read from the index alone.
 * The predicates below are voucherStatusIs's, written the same way so the planner proves them.
 */
const USED = `(used_total >= units or (kind <> 'PERCENT_RECHARGE' and value_used >= value_total))`;
const LIVE = `active and not ${USED}`;

const INDEXES = [
  { name: 'voucher_inactive_idx', columns: 'tenant_pk, voucher_pk desc', where: 'not active' },
  { name: 'voucher_used_idx', columns: 'tenant_pk, voucher_pk desc', where: `active and ${USED}` },
  { name: 'voucher_live_expire_idx', columns: 'tenant_pk, expire_at, start_at', where: LIVE },
  { name: 'voucher_live_start_idx', columns: 'tenant_pk, start_at, expire_at', where: LIVE },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns, where } of INDEXES) {
    await sql`create index ${sql.raw(name)} on voucher (${sql.raw(columns)}) include (kind)
      where ${sql.raw(where)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await sql`drop index if exists ${sql.raw(name)}`.execute(db);
}
