import type { Database } from '../../platform/db/database';

/** User groups (spec 2 §7 "User group"): a tenant's named groups of users. */
export class UserGroupsRepository {
  constructor(private readonly db: Database) {}

  /** The groups of a tenant, by name. */
  async ofTenant(tenantPk: number): Promise<{ userGroupPk: number; name: string }[]> {
    return this.db
      .selectFrom('user_group')
      .select(['user_group_pk as userGroupPk', 'name'])
      .where('tenant_pk', '=', tenantPk)
      .orderBy('name')
      .orderBy('user_group_pk')
      .execute();
  }

  /** The tenant of a user among the visible tenants, else undefined. */
  async tenantOfUser(userPk: number, visible: readonly number[]): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('app_user')
      .select('tenant_pk')
      .where('user_pk', '=', userPk)
      .where('tenant_pk', 'in', visible)
      .executeTakeFirst();
    return row?.tenant_pk;
  }

  /** Whether the group is the tenant's. */
  async isTenantGroup(userGroupPk: number, tenantPk: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_group')
      .select('user_group_pk')
      .where('user_group_pk', '=', userGroupPk)
      .where('tenant_pk', '=', tenantPk)
      .executeTakeFirst();
    return row !== undefined;
  }
}
