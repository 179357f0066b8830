import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { StopToPrice } from '../transactions';

/** What a stop needs of its open transaction: only those a profile may price. */
export interface StopFacts {
  /** The stop's index in its batch. */
  i: number;
  transaction_pk: number;
  connector_id: number;
  start_timestamp: Date;
  start_value: number;
  time_zone: string;
  /** Idle time up to the stop (see below), null without any. */
  idle_from: Date | null;
  idle_to: Date | null;
}

export interface Sample {
  transaction_pk: number;
  at: Date;
  wh: number;
}

/**
 * The open, priced (payment, accepted card) transactions of these stops, with their station's
 * time zone and their idle time up to the stop, as the idle-time rule of the database measures
 * it (migration idle-invoices-wallet): from the first SuspendedEV or Finishing after the last
 * Charging (or after the start) to the first Available after that, or to the stop. One query.
 */
export async function stopFactsOf(
  db: Database,
  stops: readonly { i: number; stop: StopToPrice }[],
): Promise<StopFacts[]> {
  if (stops.length === 0) return [];
  const input = stops.map(({ i, stop }) => ({
    i,
    cb: stop.chargeBoxPk,
    tx: stop.transactionPk,
    ts: stop.stopTimestamp.toISOString(),
  }));
  const rows = await sql<StopFacts>`
    select input.i, x.transaction_pk, x.connector_id, x.start_timestamp, x.start_value,
      t.timezone as time_zone, idle.idle_from,
      case when idle.idle_from is not null then coalesce((
        select min(a.status_timestamp) from connector_status a
        where a.connector_pk = x.connector_pk and a.status = 'Available'
          and a.status_timestamp >= idle.idle_from and a.status_timestamp < input.ts
      ), input.ts) end as idle_to
    from json_to_recordset(${JSON.stringify(input)}::json)
      as input(i int, cb int, tx int, ts timestamptz)
    join charging_transaction x on x.transaction_pk = input.tx and x.charge_box_pk = input.cb
    join charge_box b on b.charge_box_pk = x.charge_box_pk
    join tenant t on t.tenant_pk = b.tenant_pk
    cross join lateral (
      select min(s.status_timestamp) as idle_from from connector_status s
      where s.connector_pk = x.connector_pk and s.status in ('SuspendedEV', 'Finishing')
        and s.status_timestamp < input.ts
        and s.status_timestamp >= coalesce((
          select max(c.status_timestamp) from connector_status c
          where c.connector_pk = x.connector_pk and c.status = 'Charging'
            and c.status_timestamp >= x.start_timestamp and c.status_timestamp <= input.ts
        ), x.start_timestamp)
    ) idle
    where x.stop_timestamp is null and b.has_payment
      and x.start_id_tag_status = 'Accepted'
    order by input.i`.execute(db);
  return rows.rows.map((row) => ({
    ...row,
    start_timestamp: new Date(row.start_timestamp),
    start_value: Number(row.start_value),
    idle_from: row.idle_from && new Date(row.idle_from),
    idle_to: row.idle_to && new Date(row.idle_to),
  }));
}

/** The energy register samples of these transactions (one query). */
export async function samplesOf(db: Database, transactionPks: readonly number[]) {
  if (transactionPks.length === 0) return [];
  const rows = await sql<Sample>`
    select m.transaction_pk, m.value_timestamp as at,
      case when m.unit = 'kWh' then m.value_number * 1000 else m.value_number end as wh
    from meter_value m
    where m.transaction_pk = any(${[...transactionPks]}::int[])
      and m.measurand = 'Energy.Active.Import.Register' and m.phase = ''
      and m.value_number is not null and m.flag is null`.execute(db);
  return rows.rows.map((row) => ({ ...row, at: new Date(row.at), wh: Number(row.wh) }));
}
