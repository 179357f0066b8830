import { sql, type Updateable } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { SmartChargingTable } from '../../platform/db/schema';

export interface SetupColumns {
  enabled: boolean;
  start_date: string | null;
  end_date: string | null;
  current_nominal_a: number | null;
  meter_device_remote_id: string | null;
  meter_device_remote_in_circuit: boolean;
}

const setupColumns = [
  'sc.smart_charging_pk',
  'sc.tenant_pk',
  'sc.enabled',
  sql<string | null>`to_char(sc.start_date, 'YYYY-MM-DD')`.as('start_date'),
  sql<string | null>`to_char(sc.end_date, 'YYYY-MM-DD')`.as('end_date'),
  'sc.current_nominal_a',
  'sc.meter_device_remote_id',
  'sc.meter_device_remote_in_circuit',
  'g.virtual_group_pk',
] as const;

/** Smart-charging setups and their link to configurations; scoped to the caller's tenants. */
export class SmartChargingRepository {
  constructor(private readonly db: Database) {}

  async create(tenantPk: number, row: SetupColumns) {
    const created = await this.db
      .insertInto('smart_charging')
      .values({ tenant_pk: tenantPk, ...row })
      .returning('smart_charging_pk')
      .executeTakeFirstOrThrow();
    return created.smart_charging_pk;
  }

  setup(pk: number, tenants: readonly number[]) {
    if (tenants.length === 0) return Promise.resolve(undefined);
    return this.db
      .selectFrom('smart_charging as sc')
      .leftJoin('virtual_group as g', 'g.smart_charging_id', 'sc.smart_charging_pk')
      .select(setupColumns)
      .where('sc.smart_charging_pk', '=', pk)
      .where('sc.tenant_pk', 'in', tenants)
      .executeTakeFirst();
  }

  /** Updates a setup and the meter its configuration shows, in one database transaction. */
  update(pk: number, tenants: readonly number[], set: Updateable<SmartChargingTable>) {
    if (tenants.length === 0) return Promise.resolve(false);
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('smart_charging')
        .set(set)
        .where('smart_charging_pk', '=', pk)
        .where('tenant_pk', 'in', tenants)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) return false;
      await trx
        .updateTable('virtual_group')
        .set({ meter_device_remote_id: set.meter_device_remote_id ?? null })
        .where('smart_charging_id', '=', pk)
        .execute();
      return true;
    });
  }

  /** Links a setup (of the group's tenant) to a group; false when either is not found. */
  link(groupPk: number, tenants: readonly number[], setupPk: number, enabled: boolean) {
    if (tenants.length === 0) return Promise.resolve(false);
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('virtual_group')
        .set({ smart_charging_id: null, smart_charging_enabled: false })
        .where('smart_charging_id', '=', setupPk)
        .where('virtual_group_pk', '<>', groupPk)
        .execute();
      const res = await trx
        .updateTable('virtual_group')
        .set((eb) => ({
          smart_charging_id: setupPk,
          smart_charging_enabled: enabled,
          meter_device_remote_id: eb
            .selectFrom('smart_charging')
            .select('meter_device_remote_id')
            .where('smart_charging_pk', '=', setupPk),
        }))
        .where('virtual_group_pk', '=', groupPk)
        .where('tenant_pk', 'in', tenants)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('smart_charging as sc')
              .select('sc.smart_charging_pk')
              .where('sc.smart_charging_pk', '=', setupPk)
              .whereRef('sc.tenant_pk', '=', 'virtual_group.tenant_pk'),
          ),
        )
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    });
  }

  groupLink(groupPk: number, tenants: readonly number[]) {
    if (tenants.length === 0) return Promise.resolve(undefined);
    return this.db
      .selectFrom('virtual_group')
      .select(['virtual_group_pk', 'tenant_pk', 'smart_charging_id', 'smart_charging_enabled'])
      .where('virtual_group_pk', '=', groupPk)
      .where('tenant_pk', 'in', tenants)
      .executeTakeFirst();
  }

  /** Which of these chargers (of these tenants) lack the technical settings, or are not found. */
  async withoutConfigTec(chargeBoxPks: readonly number[], tenants: readonly number[]) {
    if (chargeBoxPks.length === 0) return [];
    const ready = await this.db
      .selectFrom('charge_box')
      .select('charge_box_pk')
      .where('charge_box_pk', 'in', [...new Set(chargeBoxPks)])
      .where('tenant_pk', 'in', [...tenants])
      .where('system', 'is not', null)
      .where('phase', 'is not', null)
      .where('voltage', 'is not', null)
      .where('charging_rate_unit', 'is not', null)
      .execute();
    const ok = new Set(ready.map((r) => r.charge_box_pk));
    return chargeBoxPks.filter((pk) => !ok.has(pk));
  }

  /** The chargers of a group without technical settings. */
  async groupWithoutConfigTec(groupPk: number) {
    const rows = await this.db
      .selectFrom('virtual_group_charge_box as m')
      .innerJoin('charge_box as cb', 'cb.charge_box_pk', 'm.charge_box_pk')
      .select('cb.charge_box_pk')
      .where('m.virtual_group_pk', '=', groupPk)
      .where((eb) =>
        eb.or([
          eb('cb.system', 'is', null),
          eb('cb.phase', 'is', null),
          eb('cb.voltage', 'is', null),
          eb('cb.charging_rate_unit', 'is', null),
        ]),
      )
      .execute();
    return rows.map((r) => r.charge_box_pk);
  }

  async meterKnown(deviceRemoteId: string, tenants: readonly number[]) {
    const row = await this.db
      .selectFrom('site_meter')
      .select('site_meter_pk')
      .where('device_remote_id', '=', deviceRemoteId)
      .where('tenant_pk', 'in', [...tenants])
      .executeTakeFirst();
    return row !== undefined;
  }
}
