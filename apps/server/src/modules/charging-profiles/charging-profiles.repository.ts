import type { ChargingProfileBody } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';

/** Charging profiles of the visible tenants; intervals are kept as the form sends them. */
export class ChargingProfilesRepository {
  constructor(private readonly db: Database) {}

  private selectProfiles(visibleTenantPks: readonly number[]) {
    return this.db
      .selectFrom('charging_profile as p')
      .innerJoin('tenant as t', 't.tenant_pk', 'p.tenant_pk')
      .selectAll('p')
      .select('t.timezone')
      .where('p.tenant_pk', 'in', visibleTenantPks);
  }

  list(visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve([]);
    return this.selectProfiles(visibleTenantPks).orderBy('p.description').execute();
  }

  find(pk: number, visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve(undefined);
    return this.selectProfiles(visibleTenantPks)
      .where('p.charging_profile_pk', '=', pk)
      .executeTakeFirst();
  }

  async insert(tenantPk: number, body: ChargingProfileBody): Promise<number> {
    const row = await this.db
      .insertInto('charging_profile')
      .values({
        tenant_pk: tenantPk,
        description: body.description,
        current_limit_default: body.currentLimitDefault,
        intervals: JSON.stringify(body.intervals),
      })
      .returning('charging_profile_pk')
      .executeTakeFirstOrThrow();
    return row.charging_profile_pk;
  }

  async update(pk: number, visibleTenantPks: readonly number[], body: ChargingProfileBody) {
    if (visibleTenantPks.length === 0) return false;
    const result = await this.db
      .updateTable('charging_profile')
      .set({
        description: body.description,
        current_limit_default: body.currentLimitDefault,
        intervals: JSON.stringify(body.intervals),
        updated_at: new Date(),
      })
      .where('charging_profile_pk', '=', pk)
      .where('tenant_pk', 'in', visibleTenantPks)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(pk: number, visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return false;
    const result = await this.db
      .deleteFrom('charging_profile')
      .where('charging_profile_pk', '=', pk)
      .where('tenant_pk', 'in', visibleTenantPks)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

export type ChargingProfileRow = NonNullable<
  Awaited<ReturnType<ChargingProfilesRepository['find']>>
>;
