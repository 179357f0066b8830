import type { TestDatabase } from './test-databases';

/** A station row of `tenantPk` with its connector 1, written straight to the database. */
export async function seedStation(
  database: TestDatabase,
  tenantPk: number,
  chargeBoxId: string,
  description: string,
) {
  const { db } = database.handle;
  const box = await db
    .insertInto('charge_box')
    .values({ charge_box_id: chargeBoxId, tenant_pk: tenantPk, description })
    .returning('charge_box_pk')
    .executeTakeFirstOrThrow();
  const connector = await db
    .insertInto('connector')
    .values({ charge_box_pk: box.charge_box_pk, connector_id: 1 })
    .returning('connector_pk')
    .executeTakeFirstOrThrow();
  return { chargeBoxPk: box.charge_box_pk, connectorPk: connector.connector_pk };
}

/** A recharge as `seedRecharge` writes it; the stop's fields are absent for a running one. */
export interface SeededRecharge {
  chargeBoxPk: number;
  connectorPk: number;
  /** 1 unless told. */
  connectorId?: number;
  idTag: string;
  ocppTagPk?: number | null;
  start: Date;
  startValue: number;
  stop?: Date | null;
  stopValue?: number | null;
  stopReason?: string | null;
  stopIdTag?: string | null;
  stopReceivedAt?: Date | null;
  amount?: number | null;
}

/** A recharge of an accepted card, written straight to the database; its transaction_pk. */
export async function seedRecharge(database: TestDatabase, recharge: SeededRecharge) {
  const row = await database.handle.db
    .insertInto('charging_transaction')
    .values({
      charge_box_pk: recharge.chargeBoxPk,
      connector_pk: recharge.connectorPk,
      connector_id: recharge.connectorId ?? 1,
      id_tag: recharge.idTag,
      ocpp_tag_pk: recharge.ocppTagPk ?? null,
      start_id_tag_status: 'Accepted',
      start_timestamp: recharge.start,
      start_value: recharge.startValue,
      stop_timestamp: recharge.stop ?? null,
      stop_value: recharge.stopValue ?? null,
      stop_reason: recharge.stopReason ?? null,
      stop_id_tag: recharge.stopIdTag ?? null,
      stop_received_at: recharge.stopReceivedAt ?? null,
      transaction_amount: recharge.amount ?? null,
    })
    .returning('transaction_pk')
    .executeTakeFirstOrThrow();
  return row.transaction_pk;
}
