import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

export interface TransactionStart {
  chargeBoxPk: number;
  connectorId: number;
  idTag: string;
  ocppTagPk: number | null;
  idTagStatus: string;
  startTimestamp: Date;
  meterStart: number;
  reservationId: number | null;
}

export interface TransactionStop {
  chargeBoxPk: number;
  transactionPk: number;
  stopTimestamp: Date;
  meterStop: number;
  reason: string | null;
  idTag: string | null;
  shortRechargeSeconds: number;
}

export interface StoppedTransaction {
  transaction_pk: number;
  connector_id: number;
  start_timestamp: Date;
}

export interface TransactionOwner {
  transaction_pk: number;
  charge_box_pk: number;
  connector_id: number;
  stop_timestamp: Date | null;
  stop_value: number | null;
}

export class TransactionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Opens a transaction, or finds the one a replayed StartTransaction already opened; `created`
   * tells which. An older open transaction on the same connector is flagged as suspect.
   */
  async start(t: TransactionStart): Promise<{ transactionPk: number; created: boolean }> {
    const result = await sql<{ transaction_pk: number; created: boolean }>`
      with conn as (
        insert into connector (charge_box_pk, connector_id) values (${t.chargeBoxPk}, ${t.connectorId})
        on conflict (charge_box_pk, connector_id) do update set connector_id = excluded.connector_id
        returning connector_pk
      ), tx as (
        insert into charging_transaction (charge_box_pk, connector_pk, connector_id, id_tag,
          ocpp_tag_pk, start_id_tag_status, start_timestamp, start_value, reservation_id)
        select ${t.chargeBoxPk}::int, connector_pk, ${t.connectorId}::int, ${t.idTag}::text,
          ${t.ocppTagPk}::int, ${t.idTagStatus}::text, ${t.startTimestamp}::timestamptz,
          ${t.meterStart}::bigint, ${t.reservationId}::int from conn
        on conflict (charge_box_pk, connector_id, start_timestamp, id_tag) do nothing
        returning transaction_pk
      ), event as (
        insert into charge_box_event (charge_box_pk, connector_id, transaction_pk, event_type,
          event_timestamp, detail)
        select ${t.chargeBoxPk}::int, ${t.connectorId}::int, transaction_pk, 'TransactionStarted',
          ${t.startTimestamp}::timestamptz, ${t.idTag}::text from tx
      ), superseded as (
        update charging_transaction set suspect = true,
          suspect_reason = 'a later transaction started on the same connector'
        where charge_box_pk = ${t.chargeBoxPk} and connector_id = ${t.connectorId}
          and stop_timestamp is null and start_timestamp < ${t.startTimestamp}::timestamptz
          and exists (select 1 from tx)
      )
      select transaction_pk, true as created from tx
      union all
      select transaction_pk, false as created from charging_transaction
      where charge_box_pk = ${t.chargeBoxPk} and connector_id = ${t.connectorId}
        and start_timestamp = ${t.startTimestamp} and id_tag = ${t.idTag}
        and not exists (select 1 from tx)`.execute(this.db);
    const row = result.rows[0] ?? (await this.findStart(t));
    if (!row) throw new Error('transaction start was not stored');
    return { transactionPk: row.transaction_pk, created: row.created };
  }

  private async findStart(t: TransactionStart) {
    const row = await this.db
      .selectFrom('charging_transaction')
      .select('transaction_pk')
      .where('charge_box_pk', '=', t.chargeBoxPk)
      .where('connector_id', '=', t.connectorId)
      .where('start_timestamp', '=', t.startTimestamp)
      .where('id_tag', '=', t.idTag)
      .executeTakeFirst();
    return row && { transaction_pk: row.transaction_pk, created: false };
  }

  /**
   * Ends an open transaction of this station, with its events (TransactionEnded, and Warning
   * for a short recharge) and the late flag on samples after the stop, in one statement.
   * Undefined when the transaction is unknown, another station's or already ended.
   */
  async stop(s: TransactionStop): Promise<StoppedTransaction | undefined> {
    const result = await sql<StoppedTransaction>`
      with tx as (
        update charging_transaction set stop_timestamp = ${s.stopTimestamp},
          stop_value = ${s.meterStop}, stop_reason = ${s.reason}, stop_id_tag = ${s.idTag},
          stop_received_at = now(),
          suspect = suspect or ${s.stopTimestamp}::timestamptz < start_timestamp
            or ${s.meterStop}::bigint < start_value,
          suspect_reason = case
            when ${s.stopTimestamp}::timestamptz < start_timestamp then 'stopped before it started'
            when ${s.meterStop}::bigint < start_value then 'meter stop below meter start'
            else suspect_reason end
        where transaction_pk = ${s.transactionPk} and charge_box_pk = ${s.chargeBoxPk}
          and stop_timestamp is null
        returning transaction_pk, connector_id, start_timestamp
      ), event as (
        insert into charge_box_event (charge_box_pk, connector_id, transaction_pk, event_type,
          event_timestamp, detail)
        select ${s.chargeBoxPk}::int, connector_id, transaction_pk, 'TransactionEnded',
          ${s.stopTimestamp}::timestamptz, ${s.reason}::text from tx
        union all
        select ${s.chargeBoxPk}::int, connector_id, transaction_pk, 'Warning',
          ${s.stopTimestamp}::timestamptz, 'short recharge' from tx
        where ${s.stopTimestamp}::timestamptz - tx.start_timestamp
          < make_interval(secs => ${s.shortRechargeSeconds}::float8)
      ), late as (
        update meter_value m set flag = 'OUT_OF_WINDOW' from tx
        where m.transaction_pk = tx.transaction_pk and m.value_timestamp > ${s.stopTimestamp}::timestamptz
          and m.flag is null
      )
      select transaction_pk, connector_id, start_timestamp from tx`.execute(this.db);
    return result.rows[0];
  }

  findOwner(transactionPk: number): Promise<TransactionOwner | undefined> {
    return this.db
      .selectFrom('charging_transaction')
      .select(['transaction_pk', 'charge_box_pk', 'connector_id', 'stop_timestamp', 'stop_value'])
      .where('transaction_pk', '=', transactionPk)
      .executeTakeFirst();
  }
}
