import type { Kysely } from 'kysely';
import {
  replaceForeignKeys,
  restoreForeignKeys,
  type Cascade,
} from './2026-11-22-0950-meter-values-without-foreign-keys';

/**
 * After the meter samples (0950), the station events and the connector status history are the
 * busiest tables: every status report adds a history row, and starts, stops, connections and
 * changes of state add events. Each row's foreign key check looked up and share-locked the
 * station's or the connector's row, rows that the same station's heartbeats and status reports
 * keep updating, a cost measured per row in the benchmark's batches (auto_explain, under load;
 * docs/performance.md). The rows name only the station of the connection and a connector
 * the same statement has just written, so the keys go; a trigger per statement still removes
 * them with their station or connector.
 */
const CASCADES: Cascade[] = [
  { table: 'charge_box_event', parent: 'charge_box', key: 'charge_box_pk' },
  { table: 'connector_status', parent: 'connector', key: 'connector_pk' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceForeignKeys(db, CASCADES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await restoreForeignKeys(db, CASCADES);
}
