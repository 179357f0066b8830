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

/** A stopped recharge on connector 1 of a station, written straight to the database. */
export async function seedRecharge(
  database: TestDatabase,
  recharge: {
    chargeBoxPk: number;
    connectorPk: number;
    idTag: string;
    start: Date;
    stop: Date;
    startValue: number;
    stopValue: number;
  },
) {
  await database.handle.db
    .insertInto('charging_transaction')
    .values({
      charge_box_pk: recharge.chargeBoxPk,
      connector_pk: recharge.connectorPk,
      connector_id: 1,
      id_tag: recharge.idTag,
      start_id_tag_status: 'Accepted',
      start_timestamp: recharge.start,
      start_value: recharge.startValue,
      stop_timestamp: recharge.stop,
      stop_value: recharge.stopValue,
    })
    .execute();
}
