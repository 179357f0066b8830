import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { batchRows } from '../../platform/db/batch-rows';
import type { PricedStop } from './stop-pricing';

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
}

export interface StoppedTransaction {
  transaction_pk: number;
  connector_id: number;
  start_timestamp: Date;
  /** Paid as it stopped (approved, with an amount): its fiscal invoice is due. */
  paid: boolean;
  /** Priced and left to pay as it stopped (pending, with an amount): its payment is due. */
  due: boolean;
}

/** A priced stop as columns of the stop statement's input (all null for fixed prices). */
function pricedColumns(priced: PricedStop | undefined) {
  if (!priced) return {};
  return {
    profile: priced.profileName,
    amount: priced.totalCents,
    income: priced.incomeCents,
    energy_cost: priced.energyCostCents,
    energy_price: priced.items
      .filter((item) => item.kind === 'energy')
      .reduce((sum, item) => sum + item.amountCents, 0),
    items: priced.items.map((item, position) => ({
      position,
      kind: item.kind,
      source: item.source,
      from_at: item.from,
      to_at: item.to,
      quantity: item.quantity,
      unit: item.unit,
      unit_price: item.unitPrice,
      amount_cents: item.amountCents,
    })),
  };
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
   * Opens many transactions in one statement (group commit), or finds those a replayed
   * StartTransaction already opened (`created` false); results in the order given. An older
   * open transaction on the same connector is flagged as suspect.
   */
  async startMany(
    starts: readonly TransactionStart[],
  ): Promise<{ transactionPk: number; created: boolean }[]> {
    if (starts.length === 0) return [];
    const input = starts.map((t, i) => ({
      i,
      cb: t.chargeBoxPk,
      conn: t.connectorId,
      id_tag: t.idTag,
      tag_pk: t.ocppTagPk,
      status: t.idTagStatus,
      ts: t.startTimestamp.toISOString(),
      meter: t.meterStart,
      res: t.reservationId,
    }));
    const result = await sql<{ i: number; transaction_pk: number | null; created: boolean }>`
      with input as (
        select * from ${batchRows(
          input,
          `r(i int, cb int, conn int, id_tag text, tag_pk int, status text, ts timestamptz,
            meter bigint, res int)`,
        )}
      ), conn as (
        insert into connector (charge_box_pk, connector_id)
        select distinct cb, conn from input order by cb, conn
        on conflict (charge_box_pk, connector_id) do update set connector_id = excluded.connector_id
        returning connector_pk, charge_box_pk, connector_id
      ), tx as (
        insert into charging_transaction (charge_box_pk, connector_pk, connector_id, id_tag,
          ocpp_tag_pk, start_id_tag_status, start_timestamp, start_value, reservation_id)
        select input.cb, conn.connector_pk, input.conn, input.id_tag, input.tag_pk, input.status,
          input.ts, input.meter, input.res
        from input join conn on conn.charge_box_pk = input.cb and conn.connector_id = input.conn
        on conflict (charge_box_pk, connector_id, start_timestamp, id_tag) do nothing
        returning transaction_pk, charge_box_pk, connector_id, start_timestamp, id_tag,
          start_id_tag_status
      ), event as (
        insert into charge_box_event (charge_box_pk, connector_id, transaction_pk, event_type,
          event_timestamp, detail)
        select charge_box_pk, connector_id, transaction_pk, 'TransactionStarted', start_timestamp,
          id_tag from tx
        -- A start whose card was refused also needs the operator now (once: a replay adds none).
        union all
        select charge_box_pk, connector_id, transaction_pk, 'StartRejected', start_timestamp,
          id_tag || ' ' || start_id_tag_status from tx where start_id_tag_status <> 'Accepted'
      ), superseded as (
        update charging_transaction x set suspect = true,
          suspect_reason = 'a later transaction started on the same connector'
        from tx
        where x.charge_box_pk = tx.charge_box_pk and x.connector_id = tx.connector_id
          and x.stop_timestamp is null and x.start_timestamp < tx.start_timestamp
      ), opened as (
        -- The new ids by start, looked up below. Joined to the items directly, the insert's rows
        -- (estimated at one) were scanned once per item: 4 s for a batch of 5,000.
        select jsonb_object_agg(concat_ws('|', charge_box_pk, connector_id, start_timestamp, id_tag),
          transaction_pk) as pks
        from tx
      )
      -- A replayed start (not opened now) finds its transaction by key; a join here was planned
      -- as a scan of every transaction for each batch.
      select input.i, coalesce((opened.pks ->> start_key)::int, (
          select old.transaction_pk from charging_transaction old
          where old.charge_box_pk = input.cb and old.connector_id = input.conn
            and old.start_timestamp = input.ts and old.id_tag = input.id_tag
        )) as transaction_pk,
        (opened.pks -> start_key) is not null as created
      from input
      cross join lateral (select concat_ws('|', input.cb, input.conn, input.ts, input.id_tag)
        as start_key) k
      cross join opened
      order by input.i`.execute(this.db);
    const byIndex = new Map(result.rows.map((row) => [row.i, row]));
    return Promise.all(
      starts.map(async (start, i) => {
        const row = byIndex.get(i);
        if (row?.transaction_pk) return { transactionPk: row.transaction_pk, created: row.created };
        // Opened meanwhile by a statement this one could not see: it is there now.
        const found = await this.findStart(start);
        if (!found) throw new Error('transaction start was not stored');
        return { transactionPk: found.transaction_pk, created: false };
      }),
    );
  }

  private findStart(t: TransactionStart) {
    return this.db
      .selectFrom('charging_transaction')
      .select('transaction_pk')
      .where('charge_box_pk', '=', t.chargeBoxPk)
      .where('connector_id', '=', t.connectorId)
      .where('start_timestamp', '=', t.startTimestamp)
      .where('id_tag', '=', t.idTag)
      .executeTakeFirst();
  }

  /**
   * Ends many open transactions in one statement (group commit), each only if it is this
   * station's and still open, with its events (TransactionEnded, and Warning for a recharge
   * shorter than `shortRechargeSeconds`) and the late flag on samples after the stop. Results in
   * the order given; undefined where the transaction is unknown, another station's or ended.
   */
  async stopMany(
    stops: readonly TransactionStop[],
    shortRechargeSeconds: number,
    priced: readonly (PricedStop | undefined)[] = [],
  ): Promise<(StoppedTransaction | undefined)[]> {
    if (stops.length === 0) return [];
    const input = stops.map((s, i) => ({
      i,
      cb: s.chargeBoxPk,
      tx: s.transactionPk,
      ts: s.stopTimestamp.toISOString(),
      meter: s.meterStop,
      reason: s.reason,
      id_tag: s.idTag,
      ...pricedColumns(priced[i]),
    }));
    const result = await sql<StoppedTransaction & { i: number }>`
      with input as (
        select * from ${batchRows(
          input,
          `r(i int, cb int, tx int, ts timestamptz, meter bigint, reason text, id_tag text,
            profile text, amount int, income int, energy_cost int, energy_price int, items json)`,
        )}
      ), stopped as (
        update charging_transaction x set stop_timestamp = input.ts, stop_value = input.meter,
          stop_reason = input.reason, stop_id_tag = input.id_tag, stop_received_at = now(),
          pricing_profile_name = coalesce(input.profile, x.pricing_profile_name),
          transaction_amount = case when input.profile is null then x.transaction_amount
            else input.amount end,
          income = case when input.profile is null then x.income else input.income end,
          energy_cost_cents = coalesce(input.energy_cost, x.energy_cost_cents),
          energy_price_cents = coalesce(input.energy_price, x.energy_price_cents),
          suspect = x.suspect or input.ts < x.start_timestamp or input.meter < x.start_value,
          suspect_reason = case
            when input.ts < x.start_timestamp then 'stopped before it started'
            when input.meter < x.start_value then 'meter stop below meter start'
            else x.suspect_reason end
        from input
        where x.transaction_pk = input.tx and x.charge_box_pk = input.cb and x.stop_timestamp is null
        returning input.i, x.transaction_pk, x.charge_box_pk, x.connector_id, x.start_timestamp,
          x.stop_timestamp, x.stop_reason,
          x.payment_status = 'approved' and x.transaction_amount > 0 as paid,
          x.has_payment and x.payment_status = 'pending' and x.transaction_amount > 0 as due,
          input.profile is not null and x.has_payment as priced
      ), items as (
        insert into transaction_price_item (transaction_pk, position, kind, source, from_at,
          to_at, quantity, unit, unit_price, amount_cents)
        select s.transaction_pk, item.position, item.kind, item.source, item.from_at, item.to_at,
          item.quantity, item.unit, item.unit_price, item.amount_cents
        from stopped s join input on input.i = s.i
        cross join lateral json_to_recordset(input.items) as item(position int, kind text,
          source text, from_at timestamptz, to_at timestamptz, quantity float8, unit text,
          unit_price float8, amount_cents int)
        where s.priced
      ), event as (
        insert into charge_box_event (charge_box_pk, connector_id, transaction_pk, event_type,
          event_timestamp, detail)
        select charge_box_pk, connector_id, transaction_pk, 'TransactionEnded', stop_timestamp,
          stop_reason from stopped
        union all
        select charge_box_pk, connector_id, transaction_pk, 'Warning', stop_timestamp,
          'short recharge' from stopped
        where stop_timestamp - start_timestamp < make_interval(secs => ${shortRechargeSeconds}::float8)
      ), late as (
        update meter_value m set flag = 'OUT_OF_WINDOW' from stopped
        where m.transaction_pk = stopped.transaction_pk and m.value_timestamp > stopped.stop_timestamp
          and m.flag is null
      )
      select i, transaction_pk, connector_id, start_timestamp, coalesce(paid, false) as paid,
        coalesce(due, false) as due
      from stopped`.execute(this.db);
    const byIndex = new Map(result.rows.map((row) => [row.i, row]));
    return stops.map((_, i) => {
      const row = byIndex.get(i);
      return (
        row && {
          transaction_pk: row.transaction_pk,
          connector_id: row.connector_id,
          start_timestamp: row.start_timestamp,
          paid: row.paid,
          due: row.due,
        }
      );
    });
  }

  findOwner(transactionPk: number): Promise<TransactionOwner | undefined> {
    return this.db
      .selectFrom('charging_transaction')
      .select(['transaction_pk', 'charge_box_pk', 'connector_id', 'stop_timestamp', 'stop_value'])
      .where('transaction_pk', '=', transactionPk)
      .executeTakeFirst();
  }
}
