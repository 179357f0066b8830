import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { AppUserTable } from '../../platform/db/schema';
import { revokeSessionsOf } from './account-state';
import {
  createWithinRules,
  refusalIn,
  type AccountCreation,
  type AccountRefusal,
} from './account-rules';
import type { UserRow } from './users.repository';

/** The user form's reads and writes, always within the caller's visible tenants. */
export class UserFormRepository {
  constructor(private readonly db: Database) {}

  find(userPk: number, visibleTenantPks: readonly number[]): Promise<UserRow | undefined> {
    if (visibleTenantPks.length === 0) return Promise.resolve(undefined);
    return this.db
      .selectFrom('app_user')
      .selectAll()
      .where('user_pk', '=', userPk)
      .where('tenant_pk', 'in', [...visibleTenantPks])
      .executeTakeFirst();
  }

  async tagsOf(userPk: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('ocpp_tag')
      .select('id_tag')
      .where('owner_user_pk', '=', userPk)
      .orderBy('ocpp_tag_pk')
      .execute();
    return rows.map((r) => r.id_tag);
  }

  async countInTenant(tenantPk: number): Promise<number> {
    const row = await this.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_pk', '=', tenantPk)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Tags by id among the visible tenants; the caller reports the missing ones. */
  async findTags(
    idTags: readonly string[],
    visibleTenantPks: readonly number[],
  ): Promise<{ ocpp_tag_pk: number; id_tag: string }[]> {
    if (idTags.length === 0 || visibleTenantPks.length === 0) return [];
    return this.db
      .selectFrom('ocpp_tag')
      .select(['ocpp_tag_pk', 'id_tag'])
      .where('id_tag', 'in', [...idTags])
      .where('tenant_pk', 'in', [...visibleTenantPks])
      .execute();
  }

  /** Creates the user within its tenant's rules and binds its tags, in one transaction. */
  create(values: Insertable<AppUserTable>, tagPks: readonly number[]): Promise<AccountCreation> {
    return createWithinRules(this.db, values, async (trx, userPk) => {
      if (tagPks.length === 0) return;
      await trx
        .updateTable('ocpp_tag')
        .set({ owner_user_pk: userPk })
        .where('ocpp_tag_pk', 'in', [...tagPks])
        .execute();
    });
  }

  /**
   * Updates the user; its tags become exactly `tagPks`; a deactivated user's sessions end.
   * A user moving to another tenant must fit its rules, else nothing changes and the refusal is
   * returned.
   */
  async update(
    userPk: number,
    values: Updateable<AppUserTable>,
    tagPks: readonly number[],
  ): Promise<AccountRefusal | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const refusal = await this.refusalOfMove(trx, userPk, values.tenant_pk);
      if (refusal) return refusal;
      await trx
        .updateTable('app_user')
        .set({ ...values, updated_at: new Date() })
        .where('user_pk', '=', userPk)
        .execute();
      if (values.active === false) await revokeSessionsOf(trx, userPk);
      let release = trx
        .updateTable('ocpp_tag')
        .set({ owner_user_pk: null })
        .where('owner_user_pk', '=', userPk);
      if (tagPks.length > 0) release = release.where('ocpp_tag_pk', 'not in', [...tagPks]);
      await release.execute();
      if (tagPks.length > 0) {
        await trx
          .updateTable('ocpp_tag')
          .set({ owner_user_pk: userPk })
          .where('ocpp_tag_pk', 'in', [...tagPks])
          .execute();
      }
      return undefined;
    });
  }

  private async refusalOfMove(trx: Database, userPk: number, tenantPk: number | undefined) {
    if (tenantPk === undefined) return undefined;
    const current = await trx
      .selectFrom('app_user')
      .select(['tenant_pk', 'email'])
      .where('user_pk', '=', userPk)
      .executeTakeFirst();
    if (!current || current.tenant_pk === tenantPk) return undefined;
    return refusalIn(trx, tenantPk, current.email, userPk);
  }
}
