import type { PermissionEntry } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';

/** A route or a role of a user's permission list: exactly one of the two is set. */
export type PermissionKey = { route: string; role_id: null } | { route: null; role_id: string };

/** A user's permission entries, in the order they were given. */
export function permissionEntriesOf(db: Database, userPk: number): Promise<PermissionEntry[]> {
  return db
    .selectFrom('user_permission')
    .select(['role_id', 'route', 'status'])
    .where('user_pk', '=', userPk)
    .orderBy('user_permission_pk')
    .execute();
}

/** The `user_permission` rows of users in the caller's tenants. */
export class UserPermissionsRepository {
  constructor(private readonly db: Database) {}

  /** Whether the user belongs to one of these tenants. */
  async isVisible(userPk: number, visibleTenantPks: readonly number[]): Promise<boolean> {
    if (visibleTenantPks.length === 0) return false;
    const row = await this.db
      .selectFrom('app_user')
      .select('user_pk')
      .where('user_pk', '=', userPk)
      .where('tenant_pk', 'in', visibleTenantPks)
      .executeTakeFirst();
    return row !== undefined;
  }

  list(userPk: number): Promise<PermissionEntry[]> {
    return permissionEntriesOf(this.db, userPk);
  }

  /** Turns the entry on, adding it when the user has none; answers whether it was added. */
  async grant(userPk: number, key: PermissionKey): Promise<boolean> {
    const updated = await this.matching(this.db.updateTable('user_permission'), userPk, key)
      .set({ status: true })
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return false;
    await this.db
      .insertInto('user_permission')
      .values({ user_pk: userPk, ...key, status: true })
      .execute();
    return true;
  }

  /** Removes the entry; answers whether the user had it. */
  async revoke(userPk: number, key: PermissionKey): Promise<boolean> {
    const deleted = await this.matching(
      this.db.deleteFrom('user_permission'),
      userPk,
      key,
    ).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  }

  private matching<Q extends WhereQuery<Q>>(query: Q, userPk: number, key: PermissionKey): Q {
    const byUser = query.where('user_pk', '=', userPk);
    return key.route !== null
      ? byUser.where('route', '=', key.route)
      : byUser.where('role_id', '=', key.role_id);
  }
}

interface WhereQuery<Q> {
  where(column: 'user_pk' | 'route' | 'role_id', op: '=', value: string | number): Q;
}
