import type { Database } from '../../platform/db/database';
import type { ConnectorSettingsBody } from '@chargedeck/shared';

/** Deleting stations and editing their connectors; always scoped to the visible tenants. */
export class StationAdminRepository {
  constructor(private readonly db: Database) {}

  async delete(chargeBoxPk: number, visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return undefined;
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('charge_box')
        .select(['charge_box_pk', 'charge_box_id'])
        .where('charge_box_pk', '=', chargeBoxPk)
        .where('tenant_pk', 'in', visibleTenantPks)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      const photos = await trx
        .selectFrom('charge_box_photo')
        .select('stored_name')
        .where('charge_box_pk', '=', chargeBoxPk)
        .execute();
      await trx.deleteFrom('charge_box').where('charge_box_pk', '=', chargeBoxPk).execute();
      return { ...row, storedNames: photos.map((p) => p.stored_name) };
    });
  }

  connectorTypes() {
    return this.db
      .selectFrom('connector_type')
      .select(['connector_type_pk', 'name'])
      .orderBy('connector_type_pk')
      .execute();
  }

  async connectorTypeExists(connectorTypePk: number) {
    const row = await this.db
      .selectFrom('connector_type')
      .select('connector_type_pk')
      .where('connector_type_pk', '=', connectorTypePk)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Settings of a connector the station has already reported (BootNotification/StatusNotification). */
  updateConnector(chargeBoxPk: number, connectorId: number, body: ConnectorSettingsBody) {
    return this.db
      .updateTable('connector')
      .set({
        connector_type_pk: body.connectorTypePk,
        ...(body.powerMax !== undefined ? { power_max: body.powerMax } : {}),
        ...(body.unusualStatus !== undefined ? { unusual_status: body.unusualStatus } : {}),
        ...(body.moneyPerKilowattIncome !== undefined
          ? { money_per_kilowatt_income: body.moneyPerKilowattIncome }
          : {}),
        ...(body.moneyPerDurationIncome !== undefined
          ? { money_per_duration_income: body.moneyPerDurationIncome }
          : {}),
      })
      .where('charge_box_pk', '=', chargeBoxPk)
      .where('connector_id', '=', connectorId)
      .returning(['connector_id'])
      .executeTakeFirst();
  }
}
