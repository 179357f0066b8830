import type { Database } from '../../platform/db/database';

/** A card the server refused at Authorize (Invalid, Blocked, Expired, ConcurrentTx). */
export interface RejectedAuthorization {
  chargeBoxPk: number;
  idTag: string;
  status: string;
  at: Date;
}

/**
 * Stores refused Authorize requests as StartRejected station events, one statement per batch
 * (group commit): the realtime feed publishes them and the operator sees them at once. Accepted
 * cards never come here, so the common path writes nothing.
 */
export async function recordRejectedAuthorizations(
  db: Database,
  batch: readonly RejectedAuthorization[],
): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insertInto('charge_box_event')
    .values(
      batch.map((r) => ({
        charge_box_pk: r.chargeBoxPk,
        event_type: 'StartRejected' as const,
        event_timestamp: r.at,
        detail: `${r.idTag} ${r.status}`,
      })),
    )
    .execute();
}
