import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { ChargeBoxEventType } from '../../platform/db/schema';
import type { RegistrationStatus, StationAdmissionRecord } from './charge-box';

export interface BootFields {
  chargePointVendor: string;
  chargePointModel: string;
  chargePointSerialNumber?: string;
  chargeBoxSerialNumber?: string;
  firmwareVersion?: string;
  iccid?: string;
  imsi?: string;
  meterType?: string;
  meterSerialNumber?: string;
}

export interface StationEvent {
  chargeBoxPk: number;
  type: ChargeBoxEventType;
  at: Date;
  connectorId?: number | null;
  transactionPk?: number | null;
  detail?: string | null;
}

/**
 * What stations report about themselves over OCPP. Writes are keyed by the station the
 * gateway authenticated, so they take no tenant scope.
 */
export class StationStateRepository {
  constructor(private readonly db: Database) {}

  findForAdmission(chargeBoxId: string): Promise<StationAdmissionRecord | undefined> {
    return this.db
      .selectFrom('charge_box as c')
      .innerJoin('tenant as t', 't.tenant_pk', 'c.tenant_pk')
      .select([
        'c.charge_box_pk',
        'c.charge_box_id',
        'c.tenant_pk',
        'c.ocpp_security_profile',
        'c.authorization_key_hash',
        'c.registration_status',
        'c.ocpp_tolerances',
        't.ocpp_allow_unsecured as tenant_allows_unsecured',
      ])
      .where('c.charge_box_id', '=', chargeBoxId)
      .executeTakeFirst();
  }

  async markOnline(
    chargeBoxPk: number,
    connection: { node: string; remoteAddress: string; protocol: string },
    at: Date,
  ): Promise<void> {
    await sql`
      with box as (
        update charge_box set online = true, online_changed_at = ${at}, ocpp_node = ${connection.node},
          remote_address = ${connection.remoteAddress}, ocpp_protocol = ${connection.protocol}
        where charge_box_pk = ${chargeBoxPk}
        returning charge_box_pk
      )
      insert into charge_box_event (charge_box_pk, event_type, event_timestamp, detail)
      select charge_box_pk, 'Connected', ${at}::timestamptz, ${connection.remoteAddress}::text from box`.execute(
      this.db,
    );
  }

  async markOffline(chargeBoxPk: number, at: Date, reason: string): Promise<void> {
    await sql`
      with box as (
        update charge_box set online = false, online_changed_at = ${at}, ocpp_node = null
        where charge_box_pk = ${chargeBoxPk} and online
        returning charge_box_pk
      )
      insert into charge_box_event (charge_box_pk, event_type, event_timestamp, detail)
      select charge_box_pk, 'Disconnected', ${at}::timestamptz, ${reason}::text from box`.execute(
      this.db,
    );
  }

  /** At start-up: stations this node held before it stopped are no longer connected. */
  async markNodeOffline(node: string, at: Date): Promise<void> {
    await this.db
      .updateTable('charge_box')
      .set({ online: false, online_changed_at: at, ocpp_node: null })
      .where('ocpp_node', '=', node)
      .execute();
  }

  async recordBoot(chargeBoxPk: number, boot: BootFields, at: Date): Promise<RegistrationStatus> {
    const result = await sql<{ registration_status: RegistrationStatus }>`
      with box as (
        update charge_box set
          charge_point_vendor = ${boot.chargePointVendor},
          charge_point_model = ${boot.chargePointModel},
          charge_point_serial_number = ${boot.chargePointSerialNumber ?? null},
          charge_box_serial_number = ${boot.chargeBoxSerialNumber ?? null},
          fw_version = ${boot.firmwareVersion ?? null},
          iccid = ${boot.iccid ?? null},
          imsi = ${boot.imsi ?? null},
          meter_type = ${boot.meterType ?? null},
          meter_serial_number = ${boot.meterSerialNumber ?? null},
          last_boot_timestamp = ${at},
          last_heartbeat_timestamp = ${at}
        where charge_box_pk = ${chargeBoxPk}
        returning charge_box_pk, registration_status
      ), event as (
        insert into charge_box_event (charge_box_pk, event_type, event_timestamp, detail)
        select charge_box_pk, 'StationBooted', ${at}::timestamptz, ${boot.firmwareVersion ?? null}::text
        from box
      )
      select registration_status from box`.execute(this.db);
    const row = result.rows[0];
    if (!row) throw new Error(`station ${chargeBoxPk} no longer exists`);
    return row.registration_status;
  }

  /** One statement for many heartbeats (group commit). */
  async touchHeartbeats(beats: readonly { chargeBoxPk: number; at: Date }[]): Promise<void> {
    if (beats.length === 0) return;
    const rows = JSON.stringify(beats.map((b) => ({ pk: b.chargeBoxPk, at: b.at.toISOString() })));
    await sql`
      update charge_box c set last_heartbeat_timestamp = v.at
      from (select pk, max(at) as at from jsonb_to_recordset(${rows}::jsonb) as r(pk int, at timestamptz)
            group by pk) v
      where c.charge_box_pk = v.pk
        and (c.last_heartbeat_timestamp is null or c.last_heartbeat_timestamp < v.at)`.execute(
      this.db,
    );
  }

  async setDiagnosticsStatus(chargeBoxPk: number, status: string, at: Date): Promise<void> {
    await this.db
      .updateTable('charge_box')
      .set({ diagnostics_status: status, diagnostics_timestamp: at })
      .where('charge_box_pk', '=', chargeBoxPk)
      .execute();
  }

  async setFirmwareStatus(chargeBoxPk: number, status: string, at: Date): Promise<void> {
    await this.db
      .updateTable('charge_box')
      .set({ firmware_status: status, firmware_timestamp: at })
      .where('charge_box_pk', '=', chargeBoxPk)
      .execute();
  }

  async recordDataTransfer(
    chargeBoxPk: number,
    message: { vendorId: string; messageId?: string; data?: string },
  ): Promise<void> {
    await this.db
      .insertInto('ocpp_data_transfer')
      .values({
        charge_box_pk: chargeBoxPk,
        vendor_id: message.vendorId,
        message_id: message.messageId ?? null,
        data: message.data ?? null,
      })
      .execute();
  }

  async addEvents(events: readonly StationEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.db
      .insertInto('charge_box_event')
      .values(
        events.map((e) => ({
          charge_box_pk: e.chargeBoxPk,
          event_type: e.type,
          event_timestamp: e.at,
          connector_id: e.connectorId ?? null,
          transaction_pk: e.transactionPk ?? null,
          detail: e.detail ?? null,
        })),
      )
      .execute();
  }
}
