import { sql, type Kysely } from 'kysely';
import {
  CONNECTOR_STATUS_IDLE,
  SETTLE_IDLE,
  rewrite,
} from './2026-11-24-0110-money-within-network';

/**
 * A recharge priced by a pricing profile has its idle time in the profile's line items (the
 * profile's idleTimePrice, up to the stop): the station's idle_time_price no longer charges it
 * a second time, at the stop or when the unplug measures the idle time again. The idle seconds
 * are still measured.
 */
export const SETTLE_IDLE_WITH_PROFILES = rewrite(SETTLE_IDLE, [
  [
    `if b.has_payment and coalesce(b.idle_time_price, 0) > 0`,
    `if b.has_payment and new.pricing_profile_name is null and coalesce(b.idle_time_price, 0) > 0`,
  ],
]);

const CONNECTOR_STATUS_IDLE_WITH_PROFILES = rewrite(CONNECTOR_STATUS_IDLE, [
  [
    `v_paying := v_paying and coalesce(x.start_id_tag_status, 'Accepted') = 'Accepted';`,
    `v_paying := v_paying and coalesce(x.start_id_tag_status, 'Accepted') = 'Accepted'
        and x.pricing_profile_name is null;`,
  ],
]);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(SETTLE_IDLE_WITH_PROFILES).execute(db);
  await sql.raw(CONNECTOR_STATUS_IDLE_WITH_PROFILES).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(CONNECTOR_STATUS_IDLE).execute(db);
  await sql.raw(SETTLE_IDLE).execute(db);
}
