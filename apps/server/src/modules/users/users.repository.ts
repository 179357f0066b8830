import { sql, type Selectable } from 'kysely';
import type { PermissionEntry } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { AppUserTable } from '../../platform/db/schema';
import { createWithinRules, type AccountCreation } from './account-rules';
import { permissionEntriesOf } from './user-permissions.repository';

export type UserRow = Selectable<AppUserTable>;

export class UsersRepository {
  constructor(private readonly db: Database) {}

  /** Users with this e-mail in any of the tenants, in the order of `tenantPks`' preference. */
  async findByEmail(email: string, tenantPks: readonly number[]): Promise<UserRow[]> {
    if (tenantPks.length === 0) return [];
    return this.db
      .selectFrom('app_user')
      .selectAll()
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('tenant_pk', 'in', tenantPks)
      .execute();
  }

  findByPk(userPk: number): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('app_user')
      .selectAll()
      .where('user_pk', '=', userPk)
      .executeTakeFirst();
  }

  permissions(userPk: number): Promise<PermissionEntry[]> {
    return permissionEntriesOf(this.db, userPk);
  }

  async create(values: {
    tenant_pk: number;
    name: string;
    email: string;
    password_hash: string;
  }): Promise<UserRow> {
    return this.db.insertInto('app_user').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** A new account within its tenant's rules: the user limit, one account per e-mail per lineage. */
  createWithinRules(values: {
    tenant_pk: number;
    name: string;
    email: string;
    password_hash: string;
  }): Promise<AccountCreation> {
    return createWithinRules(this.db, values);
  }

  async grant(userPk: number, entries: readonly PermissionEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insertInto('user_permission')
      .values(
        entries.map((e) => ({
          user_pk: userPk,
          role_id: e.role_id,
          route: e.route,
          status: e.status,
        })),
      )
      .execute();
  }

  async setPassword(userPk: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('app_user')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('user_pk', '=', userPk)
      .execute();
  }

  async countAll(): Promise<number> {
    const row = await this.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
