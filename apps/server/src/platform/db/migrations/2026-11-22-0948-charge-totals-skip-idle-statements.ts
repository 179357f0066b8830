import type { Kysely } from 'kysely';
import {
  defineTotalsFunctions,
  type TOTALS_ROWS,
} from './2026-11-22-0947-charge-totals-per-statement';

/**
 * A statement-level trigger fires even when its statement changes no row, and an update fires
 * it whatever columns it sets: a StartTransaction batch's update of superseded transactions
 * (usually none) cost a full pass of the totals upsert. The functions now return at once when
 * no row was added or removed, or when no updated row changed a column the totals are made of.
 */
export const GUARDS: Record<keyof typeof TOTALS_ROWS, string> = {
  charge_totals_inserted: 'not exists (select 1 from added_rows)',
  charge_totals_deleted: 'not exists (select 1 from removed_rows)',
  charge_totals_updated: `not exists (
    select 1 from added_rows a join removed_rows r on r.transaction_pk = a.transaction_pk
    where (a.ocpp_tag_pk, a.start_value, a.stop_value, a.stop_timestamp)
      is distinct from (r.ocpp_tag_pk, r.start_value, r.stop_value, r.stop_timestamp))`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await defineTotalsFunctions(db, GUARDS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await defineTotalsFunctions(db);
}
