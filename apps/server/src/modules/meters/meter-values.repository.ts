import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/db/database';
import { batchRows } from '../../platform/db/batch-rows';
import { isUniqueViolation } from '../../platform/db/errors';

/** One sampled value as stored: every measurand, phase and location is its own row. */
export interface MeterSample {
  chargeBoxPk: number;
  connectorId: number;
  /** The transactionId the station gave, checked against the station's transactions on insert. */
  transactionId: number | null;
  at: string;
  measurand: string;
  phase: string;
  location: string;
  unit: string;
  context: string;
  format: string;
  value: string;
  valueNumber: number | null;
}

export class MeterValuesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores many samples in one statement (group commit). A sample naming a transaction of
   * another station, or none, is kept and flagged UNKNOWN_TRANSACTION; one outside its
   * transaction's start and stop is kept and flagged OUT_OF_WINDOW; an exact repeat is skipped.
   * Returns how many rows were new.
   *
   * Repeats are rare (a station sends again what it has no answer for), so the batch is first
   * inserted plainly and only written again with `on conflict do nothing` when one is found:
   * checking every row for a conflict made every statement slower on both databases
   * (docs/performance.md).
   *
   * Each sample finds its transaction by key: as a join, the lookup was planned as a scan of
   * every transaction for each batch, and the limit keeps the subquery from becoming that join
   * again.
   */
  async insertBatch(samples: readonly MeterSample[]): Promise<number> {
    if (samples.length === 0) return 0;
    const rows = samples.map((s) => ({
      cb: s.chargeBoxPk,
      conn: s.connectorId,
      tx: s.transactionId,
      ts: s.at,
      measurand: s.measurand,
      phase: s.phase,
      location: s.location,
      unit: s.unit,
      context: s.context,
      format: s.format,
      value: s.value,
      num: s.valueNumber,
    }));
    const insert = (onConflict: RawBuilder<unknown>) => sql`
      insert into meter_value (charge_box_pk, connector_id, transaction_pk, value_timestamp, measurand,
        phase, location, unit, context, format, value, value_number, flag)
      select v.cb, v.conn, t.transaction_pk, v.ts, v.measurand, v.phase, v.location, v.unit, v.context,
        v.format, v.value, v.num,
        case when v.tx is null then null
          when t.transaction_pk is null then 'UNKNOWN_TRANSACTION'
          when v.ts < t.start_timestamp or (t.stop_timestamp is not null and v.ts > t.stop_timestamp)
            then 'OUT_OF_WINDOW'
        end
      from ${batchRows(
        rows,
        `v(cb int, conn int, tx bigint, ts timestamptz, measurand text, phase text, location
          text, unit text, context text, format text, value text, num float8)`,
      )}
      left join lateral (
        select transaction_pk, start_timestamp, stop_timestamp from charging_transaction
        where transaction_pk = v.tx and charge_box_pk = v.cb limit 1
      ) t on true
      ${onConflict}`;
    const result = await insert(sql``)
      .execute(this.db)
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        return insert(sql`on conflict do nothing`).execute(this.db);
      });
    return Number(result.numAffectedRows ?? 0);
  }
}
