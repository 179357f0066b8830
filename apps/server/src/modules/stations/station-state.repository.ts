import { sql } from 'kysely';
import type { BootNotificationRequest } from '@chargedeck/shared/ocpp16';
import type { Database } from '../../platform/db/database';
import type { ChargeBoxEventType } from '../../platform/db/schema';
import type { RegistrationStatus, StationAdmissionRecord } from './charge-box';
import { batchRows } from '../../platform/db/batch-rows';

/** What a BootNotification tells of the station. */
type BootFields = BootNotificationRequest;

export interface BootReport {
  chargeBoxPk: number;
  boot: BootFields;
  at: Date;
}

export interface ConnectionChange {
  chargeBoxPk: number;
  online: boolean;
  at: Date;
  node?: string;
  remoteAddress?: string;
  protocol?: string;
  /** Why the connection ended (close code and reason). */
  reason?: string;
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

  /** Stores a key's hash again (another cost), unless the key was changed meanwhile. */
  async replaceKeyHash(chargeBoxPk: number, before: string, after: string): Promise<void> {
    await this.db
      .updateTable('charge_box')
      .set({ authorization_key_hash: after })
      .where('charge_box_pk', '=', chargeBoxPk)
      .where('authorization_key_hash', '=', before)
      .execute();
  }

  /**
   * Online and offline changes of many stations in one statement (group commit), each with its
   * Connected or Disconnected event. A station appears at most once per batch: the gateway
   * writes a station's changes one after the other.
   */
  async recordConnections(changes: readonly ConnectionChange[]): Promise<void> {
    if (changes.length === 0) return;
    const input = changes.map((c) => ({
      pk: c.chargeBoxPk,
      online: c.online,
      at: c.at.toISOString(),
      node: c.node ?? null,
      addr: c.remoteAddress ?? null,
      proto: c.protocol ?? null,
      reason: c.reason ?? null,
    }));
    await sql`
      with input as (
        select * from ${batchRows(
          input,
          `r(pk int, online boolean, at timestamptz, node text, addr text, proto text, reason
            text)`,
        )}
        order by pk
      ), box as (
        update charge_box c set online = input.online, online_changed_at = input.at,
          ocpp_node = case when input.online then input.node end,
          remote_address = coalesce(input.addr, c.remote_address),
          ocpp_protocol = coalesce(input.proto, c.ocpp_protocol)
        from input
        where c.charge_box_pk = input.pk and (input.online or c.online)
        returning c.charge_box_pk, input.online, input.at, input.addr, input.reason
      )
      insert into charge_box_event (charge_box_pk, event_type, event_timestamp, detail)
      select charge_box_pk, case when online then 'Connected' else 'Disconnected' end, at,
        case when online then addr else reason end
      from box`.execute(this.db);
  }

  /** At start-up: stations this node held before it stopped are no longer connected. */
  async markNodeOffline(node: string, at: Date): Promise<void> {
    await this.db
      .updateTable('charge_box')
      .set({ online: false, online_changed_at: at, ocpp_node: null })
      .where('ocpp_node', '=', node)
      .execute();
  }

  /**
   * Boot notifications of many stations in one statement (group commit): vendor, model,
   * serials and firmware, a StationBooted event, and each station's registration status, in
   * the order given (undefined for a station that no longer exists).
   */
  async recordBoots(boots: readonly BootReport[]): Promise<(RegistrationStatus | undefined)[]> {
    if (boots.length === 0) return [];
    const input = boots.map(({ chargeBoxPk, at, boot }, i) => ({
      i,
      pk: chargeBoxPk,
      at: at.toISOString(),
      vendor: boot.chargePointVendor,
      model: boot.chargePointModel,
      cp_serial: boot.chargePointSerialNumber ?? null,
      box_serial: boot.chargeBoxSerialNumber ?? null,
      fw: boot.firmwareVersion ?? null,
      iccid: boot.iccid ?? null,
      imsi: boot.imsi ?? null,
      meter_type: boot.meterType ?? null,
      meter_serial: boot.meterSerialNumber ?? null,
    }));
    const result = await sql<{ i: number; registration_status: RegistrationStatus }>`
      with input as (
        select * from ${batchRows(
          input,
          `r(i int, pk int, at timestamptz, vendor text, model text, cp_serial text, box_serial
            text, fw text, iccid text, imsi text, meter_type text, meter_serial text)`,
        )}
        order by pk
      ), box as (
        update charge_box c set charge_point_vendor = input.vendor, charge_point_model = input.model,
          charge_point_serial_number = input.cp_serial, charge_box_serial_number = input.box_serial,
          fw_version = input.fw, iccid = input.iccid, imsi = input.imsi,
          meter_type = input.meter_type, meter_serial_number = input.meter_serial,
          last_boot_timestamp = input.at, last_heartbeat_timestamp = input.at
        from input
        where c.charge_box_pk = input.pk
        returning input.i, c.charge_box_pk, c.registration_status, input.at, input.fw
      ), event as (
        insert into charge_box_event (charge_box_pk, event_type, event_timestamp, detail)
        select charge_box_pk, 'StationBooted', at, fw from box
      )
      select i, registration_status from box`.execute(this.db);
    const byIndex = new Map(result.rows.map((row) => [row.i, row.registration_status]));
    return boots.map((_, i) => byIndex.get(i));
  }

  /** One statement for many heartbeats (group commit). */
  async touchHeartbeats(beats: readonly { chargeBoxPk: number; at: Date }[]): Promise<void> {
    if (beats.length === 0) return;
    const rows = beats.map((b) => ({ pk: b.chargeBoxPk, at: b.at.toISOString() }));
    await sql`
      update charge_box c set last_heartbeat_timestamp = v.at
      from (select pk, max(at) as at from ${batchRows(rows, 'r(pk int, at timestamptz)')}
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
