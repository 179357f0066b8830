import type { Database } from '../../platform/db/database';
import { revokeSessionsOf } from './account-state';

export type AccountStatus = 'ACTIVE' | 'BLOCKED';

/** Blocking and unblocking users of the caller's visible tenants. */
export class UserBlockRepository {
  constructor(private readonly db: Database) {}

  /** False when no visible user has this key; blocking ends the user's sessions at once. */
  async setStatus(
    userPk: number,
    status: AccountStatus,
    visibleTenantPks: readonly number[],
  ): Promise<boolean> {
    if (visibleTenantPks.length === 0) return false;
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('app_user')
        .set({ status, updated_at: new Date() })
        .where('user_pk', '=', userPk)
        .where('tenant_pk', 'in', [...visibleTenantPks])
        .returning('user_pk')
        .executeTakeFirst();
      if (!updated) return false;
      if (status === 'BLOCKED') await revokeSessionsOf(trx, userPk);
      return true;
    });
  }
}
