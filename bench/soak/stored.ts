// The soak's verdict: every message the stations were answered for, looked up in the database.
import type pg from 'pg';
import { countStored } from '../../e2e/support/station-ledger';
import { statusKey, type SoakLedger } from './soak-stations';

export interface SoakCounts {
  sent: number;
  stored: number;
  lost: number;
  duplicated: number;
  /** The same by kind of message. */
  detail: Record<string, { sent: number; lost: number; duplicated: number }>;
}

async function storedStarts(db: pg.Client, prefix: string, ids: Set<number>): Promise<number> {
  const rows = await db.query<{ pk: number }>(
    `select t.transaction_pk as pk from charging_transaction t join charge_box b using (charge_box_pk)
      where b.charge_box_id like $1`,
    [`${prefix}%`],
  );
  return rows.rows.filter((row) => ids.has(Number(row.pk))).length;
}

async function storedStatuses(db: pg.Client, prefix: string, keys: Set<string>) {
  const rows = await db.query<{
    id: string;
    connector: number;
    status: string;
    at: Date;
    n: number;
  }>(
    `select b.charge_box_id as id, c.connector_id as connector, s.status, s.status_timestamp as at,
            count(*)::int as n
       from connector_status s join connector c using (connector_pk)
       join charge_box b using (charge_box_pk)
      where b.charge_box_id like $1
      group by b.charge_box_id, c.connector_id, s.status, s.status_timestamp`,
    [`${prefix}%`],
  );
  let found = 0;
  let doubled = 0;
  for (const row of rows.rows) {
    if (!keys.has(statusKey(row.id, row.connector, row.status, row.at.getTime()))) continue;
    found += 1;
    if (row.n > 1) doubled += 1;
  }
  return { found, doubled };
}

export async function compareStored(
  db: pg.Client,
  prefix: string,
  ledger: SoakLedger,
): Promise<SoakCounts> {
  const counts = await countStored(db, prefix, ledger);
  const starts = await storedStarts(db, prefix, ledger.starts);
  const statuses = await storedStatuses(db, prefix, ledger.statuses);
  const detail = {
    transactions: {
      sent: ledger.starts.size,
      lost: ledger.starts.size - starts,
      duplicated: counts.doubledTransactions,
    },
    meterValues: {
      sent: ledger.samples.size,
      lost: counts.lostSamples,
      duplicated: counts.doubledSamples,
    },
    stops: { sent: ledger.stops.size, lost: counts.lostStops, duplicated: 0 },
    statuses: {
      sent: ledger.statuses.size,
      lost: ledger.statuses.size - statuses.found,
      duplicated: statuses.doubled,
    },
  };
  const kinds = Object.values(detail);
  const sent = kinds.reduce((sum, kind) => sum + kind.sent, 0);
  const lost = kinds.reduce((sum, kind) => sum + kind.lost, 0);
  const duplicated = kinds.reduce((sum, kind) => sum + kind.duplicated, 0);
  return { sent, stored: sent - lost, lost, duplicated, detail };
}
