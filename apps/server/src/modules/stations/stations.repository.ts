import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { ChargeBoxTable } from '../../platform/db/schema';
import type { ChargeBoxRow } from './charge-box';

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
}
