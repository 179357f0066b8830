import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

/**
 * The chargers among these that a configuration prices by a profile (pricing enabled and a
 * profile set): one query for the whole batch, through the unique key on a member's charger and
 * the configuration's primary key, and none for an empty batch. Read at every stop batch, so a
 * change of configuration, made by this process or another, applies to the next stop.
 */
export async function pricedAmong(
  db: Database,
  chargeBoxPks: readonly number[],
): Promise<ReadonlySet<number>> {
  const asked = [...new Set(chargeBoxPks)];
  if (asked.length === 0) return new Set();
  const rows = await sql<{ charge_box_pk: number }>`
    select m.charge_box_pk from virtual_group_charge_box m
    where m.charge_box_pk = any(${asked}::int[]) and exists (
      select 1 from virtual_group g
      where g.virtual_group_pk = m.virtual_group_pk and g.dynamic_pricing_enabled
        and coalesce(g.connector1_dynamic_pricing_id, g.connector2_dynamic_pricing_id,
          g.connector3_dynamic_pricing_id) is not null)`.execute(db);
  return new Set(rows.rows.map((row) => row.charge_box_pk));
}
