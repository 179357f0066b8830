import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { ChargeBoxTable } from '../../platform/db/schema';
import type { ChargeBoxRow } from './charge-box';
import { connectorStates } from './station-list.repository';

/** Station records as the API sees them: every read and write is scoped to visible tenants. */
export class StationsRepository {
  constructor(private readonly db: Database) {}

  create(values: Insertable<ChargeBoxTable>): Promise<ChargeBoxRow> {
    return this.db.insertInto('charge_box').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findByPk(chargeBoxPk: number, visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve(undefined);
    return this.db
      .selectFrom('charge_box')
      .selectAll()
      .where('charge_box_pk', '=', chargeBoxPk)
      .where('tenant_pk', 'in', visibleTenantPks)
      .executeTakeFirst();
  }

  listByIds(chargeBoxIds: readonly string[], visibleTenantPks: readonly number[]) {
    if (chargeBoxIds.length === 0 || visibleTenantPks.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('charge_box')
      .select(['charge_box_pk', 'charge_box_id', 'tenant_pk', 'ocpp_tolerances'])
      .where('charge_box_id', 'in', chargeBoxIds)
      .where('tenant_pk', 'in', visibleTenantPks)
      .execute();
  }

  update(
    chargeBoxPk: number,
    visibleTenantPks: readonly number[],
    changes: Updateable<ChargeBoxTable>,
  ): Promise<ChargeBoxRow | undefined> {
    if (visibleTenantPks.length === 0) return Promise.resolve(undefined);
    return this.db
      .updateTable('charge_box')
      .set({ ...changes, updated_at: new Date() })
      .where('charge_box_pk', '=', chargeBoxPk)
      .where('tenant_pk', 'in', visibleTenantPks)
      .returningAll()
      .executeTakeFirst();
  }

  async idTaken(chargeBoxId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('charge_box')
      .select('charge_box_pk')
      .where('charge_box_id', '=', chargeBoxId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async countOfTenant(tenantPk: number): Promise<number> {
    const row = await this.db
      .selectFrom('charge_box')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_pk', '=', tenantPk)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  extrasOf(row: ChargeBoxRow) {
    return stationExtrasOf(this.db, row);
  }

  /** Whether a group can be given to a station of this tenant. */
  async groupVisible(chargeBoxGroupPk: number, visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return false;
    const row = await this.db
      .selectFrom('charge_box_group')
      .select('charge_box_group_pk')
      .where('charge_box_group_pk', '=', chargeBoxGroupPk)
      .where('tenant_pk', 'in', visibleTenantPks)
      .executeTakeFirst();
    return row !== undefined;
  }

  async usersVisible(userPks: readonly number[], visibleTenantPks: readonly number[]) {
    if (userPks.length === 0) return true;
    if (visibleTenantPks.length === 0) return false;
    const rows = await this.db
      .selectFrom('app_user')
      .select('user_pk')
      .where('user_pk', 'in', userPks)
      .where('tenant_pk', 'in', visibleTenantPks)
      .execute();
    return rows.length === new Set(userPks).size;
  }

  /** Replaces the users bound to a private station (owners and users with access). */
  async saveBindings(chargeBoxPk: number, users: readonly StationBinding[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('charge_box_user').where('charge_box_pk', '=', chargeBoxPk).execute();
      if (users.length === 0) return;
      await trx
        .insertInto('charge_box_user')
        .values(
          users.map((u) => ({
            charge_box_pk: chargeBoxPk,
            user_pk: u.user_pk,
            owner: u.owner,
            bind_status: u.bind_status,
          })),
        )
        .execute();
    });
  }
}

export interface StationBinding {
  user_pk: number;
  owner: boolean;
  bind_status: 'ACCEPTED' | 'NOT_REQUESTED';
}

/** What the station form shows besides the station row: connectors, bound users and group. */
export async function stationExtrasOf(db: Database, row: ChargeBoxRow) {
  const [connectors, bindUsers, group] = await Promise.all([
    connectorStates(db)
      .select(['c.money_per_kilowatt_income', 'c.money_per_duration_income'])
      .where('c.charge_box_pk', '=', row.charge_box_pk)
      .execute(),
    db
      .selectFrom('charge_box_user')
      .select(['user_pk', 'owner', 'bind_status'])
      .where('charge_box_pk', '=', row.charge_box_pk)
      .orderBy('user_pk')
      .execute(),
    row.charge_box_group_pk === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('charge_box_group')
          .select('name')
          .where('charge_box_group_pk', '=', row.charge_box_group_pk)
          .executeTakeFirst(),
  ]);
  return {
    chargeBoxGroupName: group?.name ?? null,
    bindUsers: bindUsers.map((u) => ({ ...u, bind_exists: true })),
    connectors: connectors.map((c) => ({
      connectorId: c.connector_id,
      connectorTypeId: c.connector_type_pk,
      connectorType: c.connector_type,
      powerMax: c.power_max,
      unusualStatus: c.unusual_status,
      moneyPerKilowattIncome: c.money_per_kilowatt_income,
      moneyPerDurationIncome: c.money_per_duration_income,
      lastStatus: {
        status: c.last_status,
        errorCode: c.last_error_code,
        timestamp: c.last_status_timestamp ? new Date(c.last_status_timestamp).toISOString() : null,
      },
    })),
  };
}
