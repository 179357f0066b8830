// What simulated stations were told the server took (answered calls), to compare with what the
// database holds: nothing answered may be missing, nothing may be stored twice.
import type {
  MeterValuesRequest,
  SimulatedStation,
  StopTransactionRequest,
} from '@chargedeck/simulator';
import type pg from 'pg';

export interface StationLedger {
  /** Server transaction ids of the answered StartTransaction calls, per station. */
  readonly transactions: Map<string, number>;
  /** `transactionId|epoch ms` of every answered meter sample. */
  readonly samples: Set<string>;
  /** Stop time (epoch ms) of every answered StopTransaction, by transaction id. */
  readonly stops: Map<number, number>;
}

export function createLedger(): StationLedger {
  return { transactions: new Map(), samples: new Set(), stops: new Map() };
}

/** Records the answered transaction calls of `station` in `ledger`. */
export function keepLedger(ledger: StationLedger, station: SimulatedStation): void {
  station.on('callResult', ({ action, payload, response }) => {
    if (action === 'StartTransaction') {
      const { transactionId } = response as { transactionId: number };
      ledger.transactions.set(station.chargeBoxId, transactionId);
    } else if (action === 'MeterValues') {
      const request = payload as MeterValuesRequest;
      if (request.transactionId === undefined) return;
      for (const value of request.meterValue) {
        ledger.samples.add(`${request.transactionId}|${Date.parse(value.timestamp)}`);
      }
    } else if (action === 'StopTransaction') {
      const request = payload as StopTransactionRequest;
      ledger.stops.set(request.transactionId, Date.parse(request.timestamp));
    }
  });
}

export interface StoredCounts {
  /** Transactions of the stations, and how many of them are the same start stored twice. */
  transactions: number;
  doubledTransactions: number;
  /** Answered samples missing, and sample rows stored more than once. */
  lostSamples: number;
  doubledSamples: number;
  /** Answered stops missing or stored with another time. */
  lostStops: number;
}

/** Compares the ledger with the rows of the stations named `{prefix}…`. */
export async function countStored(
  db: pg.Client,
  prefix: string,
  ledger: StationLedger,
): Promise<StoredCounts> {
  const like = `${prefix}%`;
  const transactions = await db.query<{ pk: number; stop: Date | null; n: number }>(
    `select t.transaction_pk as pk, t.stop_timestamp as stop,
            count(*) over (partition by t.charge_box_pk, t.connector_id, t.start_timestamp)::int as n
       from charging_transaction t join charge_box b using (charge_box_pk)
      where b.charge_box_id like $1`,
    [like],
  );
  const samples = await db.query<{ pk: number; at: Date; n: number }>(
    `select m.transaction_pk as pk, m.value_timestamp as at, count(*)::int as n
       from meter_value m join charge_box b using (charge_box_pk)
      where b.charge_box_id like $1
      group by m.transaction_pk, m.value_timestamp, m.connector_id, m.measurand, m.phase,
               m.location, m.context`,
    [like],
  );
  const stored = new Set(samples.rows.map((row) => `${row.pk}|${row.at.getTime()}`));
  const stops = new Map(transactions.rows.map((row) => [row.pk, row.stop?.getTime()]));
  return {
    transactions: transactions.rows.length,
    doubledTransactions: transactions.rows.filter((row) => row.n > 1).length,
    lostSamples: [...ledger.samples].filter((key) => !stored.has(key)).length,
    doubledSamples: samples.rows.filter((row) => row.n > 1).length,
    lostStops: [...ledger.stops].filter(([pk, at]) => stops.get(pk) !== at).length,
  };
}
