import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

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

export interface RecordedStatus {
  connectorPk: number;
  previousStatus: string | null;
  previousErrorCode: string | null;
  /** False when an older report arrived late: it only joins the history. */
  isLatest: boolean;
}

export class ConnectorsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds the report to the connector's history and, unless a newer report is already stored,
   * makes it the connector's current status; one statement.
   */
  async recordStatus(report: ConnectorStatusReport): Promise<RecordedStatus> {
    const r = report;
    const result = await sql<{
      connector_pk: number;
      previous_status: string | null;
      previous_error_code: string | null;
      previous_at: Date | null;
    }>`
      with old as (
        select connector_pk, last_status, last_error_code, last_status_timestamp from connector
        where charge_box_pk = ${r.chargeBoxPk} and connector_id = ${r.connectorId}
      ), up as (
        insert into connector as k (charge_box_pk, connector_id, last_status, last_error_code,
          last_info, last_vendor_id, last_vendor_error_code, last_status_timestamp)
        values (${r.chargeBoxPk}, ${r.connectorId}, ${r.status}, ${r.errorCode}, ${r.info ?? null},
          ${r.vendorId ?? null}, ${r.vendorErrorCode ?? null}, ${r.at})
        on conflict (charge_box_pk, connector_id) do update set
          last_status = excluded.last_status, last_error_code = excluded.last_error_code,
          last_info = excluded.last_info, last_vendor_id = excluded.last_vendor_id,
          last_vendor_error_code = excluded.last_vendor_error_code,
          last_status_timestamp = excluded.last_status_timestamp
        where k.last_status_timestamp is null or k.last_status_timestamp <= excluded.last_status_timestamp
        returning connector_pk
      ), pk as (
        select coalesce((select connector_pk from up), (select connector_pk from old)) as connector_pk
      ), history as (
        insert into connector_status (connector_pk, status, error_code, info, vendor_id,
          vendor_error_code, status_timestamp)
        select connector_pk, ${r.status}::text, ${r.errorCode}::text, ${r.info ?? null}::text,
          ${r.vendorId ?? null}::text, ${r.vendorErrorCode ?? null}::text, ${r.at}::timestamptz from pk
      )
      select (select connector_pk from pk) as connector_pk,
        (select last_status from old) as previous_status,
        (select last_error_code from old) as previous_error_code,
        (select last_status_timestamp from old) as previous_at`.execute(this.db);
    const row = result.rows[0];
    if (!row) throw new Error('connector status was not stored');
    const previousAt = row.previous_at ? new Date(row.previous_at) : null;
    return {
      connectorPk: row.connector_pk,
      previousStatus: row.previous_status,
      previousErrorCode: row.previous_error_code,
      isLatest: previousAt === null || previousAt.getTime() <= r.at.getTime(),
    };
  }
}
