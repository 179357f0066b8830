import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { batchRows } from '../../platform/db/batch-rows';

export interface ConnectorStatusReport {
  chargeBoxPk: number;
  connectorId: number;
  status: string;
  errorCode: string;
  info?: string;
  vendorId?: string;
  vendorErrorCode?: string;
  /** When the station says the status began (else when it was received). */
  at: Date;
}

export class ConnectorsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores many status reports in one statement (group commit). Each joins its connector's
   * history; unless a newer report is already stored it becomes the connector's current status,
   * and a change to Available, or to a fault, adds an Available or Failure station event.
   * Two reports for one connector cannot share a statement: the batch then fails as a whole.
   * Connectors are locked in key order, so concurrent batches cannot deadlock.
   */
  async recordStatuses(reports: readonly ConnectorStatusReport[]): Promise<void> {
    if (reports.length === 0) return;
    const rows = reports.map((r, i) => ({
      i,
      cb: r.chargeBoxPk,
      conn: r.connectorId,
      status: r.status,
      err: r.errorCode,
      info: r.info ?? null,
      vid: r.vendorId ?? null,
      verr: r.vendorErrorCode ?? null,
      at: r.at.toISOString(),
    }));
    await sql`
      with input as (
        select * from ${batchRows(
          rows,
          `r(i int, cb int, conn int, status text, err text, info text, vid text, verr text, at
            timestamptz)`,
        )}
      ), old as (
        -- By key, one lookup per report (the limit keeps the subquery from becoming a join,
        -- which the planner, misjudging the table's size, ran as a scan of every connector).
        select input.i, c.connector_pk, c.last_status, c.last_error_code, c.last_status_timestamp
        from input left join lateral (
          select connector_pk, last_status, last_error_code, last_status_timestamp from connector
          where charge_box_pk = input.cb and connector_id = input.conn limit 1
        ) c on true
      ), up as (
        insert into connector as k (charge_box_pk, connector_id, last_status, last_error_code,
          last_info, last_vendor_id, last_vendor_error_code, last_status_timestamp)
        select cb, conn, status, err, info, vid, verr, at from input order by cb, conn
        on conflict (charge_box_pk, connector_id) do update set
          last_status = excluded.last_status, last_error_code = excluded.last_error_code,
          last_info = excluded.last_info, last_vendor_id = excluded.last_vendor_id,
          last_vendor_error_code = excluded.last_vendor_error_code,
          last_status_timestamp = excluded.last_status_timestamp
        where k.last_status_timestamp is null or k.last_status_timestamp <= excluded.last_status_timestamp
        returning connector_pk, charge_box_pk, connector_id
      ), report as (
        select input.*, coalesce(up.connector_pk, old.connector_pk) as connector_pk,
          old.last_status as previous_status, old.last_error_code as previous_error,
          (old.last_status_timestamp is null or old.last_status_timestamp <= input.at) as latest
        from input join old on old.i = input.i
        left join up on up.charge_box_pk = input.cb and up.connector_id = input.conn
      ), history as (
        insert into connector_status (connector_pk, status, error_code, info, vendor_id,
          vendor_error_code, status_timestamp)
        select connector_pk, status, err, info, vid, verr, at from report
      ), events as (
        insert into charge_box_event (charge_box_pk, connector_id, event_type, event_timestamp, detail)
        select cb, conn, 'Available', at, null from report
        where latest and status = 'Available' and previous_status is distinct from 'Available'
        union all
        select cb, conn, 'Failure', at, concat_ws(' ', err, info, verr) from report
        where latest and (status = 'Faulted' or err <> 'NoError')
          and not (previous_status is not distinct from status and previous_error is not distinct from err)
      )
      select count(*) from report`.execute(this.db);
  }
}
