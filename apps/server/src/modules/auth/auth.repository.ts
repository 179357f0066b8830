import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

export class AuthRepository {
  constructor(private readonly db: Database) {}

  /** The language a user chose in the user menu. */
  async saveLocale(tenantPk: number, userPk: number, locale: string): Promise<void> {
    await this.db
      .updateTable('app_user')
      .set({ locale })
      .where('tenant_pk', '=', tenantPk)
      .where('user_pk', '=', userPk)
      .execute();
  }

  async createSession(session: {
    session_id: string;
    user_pk: number;
    tenant_pk: number;
    expires_at: Date;
    remote_address: string;
  }): Promise<void> {
    await this.db.insertInto('auth_session').values(session).execute();
  }

  findLiveSession(sessionId: string) {
    return this.db
      .selectFrom('auth_session')
      .select(['session_id', 'user_pk', 'tenant_pk'])
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
  }

  async revokeSession(sessionId: string): Promise<void> {
    await this.db
      .updateTable('auth_session')
      .set({ revoked_at: new Date() })
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeUserSessions(userPk: number): Promise<void> {
    await this.db
      .updateTable('auth_session')
      .set({ revoked_at: new Date() })
      .where('user_pk', '=', userPk)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async createResetCode(userPk: number, codeHash: string, expiresAt: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // A new code replaces any earlier one.
      await trx
        .updateTable('password_reset_code')
        .set({ used_at: new Date() })
        .where('user_pk', '=', userPk)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('password_reset_code')
        .values({ user_pk: userPk, code_hash: codeHash, expires_at: expiresAt })
        .execute();
    });
  }

  latestResetCode(userPk: number) {
    return this.db
      .selectFrom('password_reset_code')
      .selectAll()
      .where('user_pk', '=', userPk)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('password_reset_code_pk', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async countResetAttempt(codePk: number): Promise<void> {
    await this.db
      .updateTable('password_reset_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('password_reset_code_pk', '=', codePk)
      .execute();
  }

  async useResetCode(codePk: number): Promise<void> {
    await this.db
      .updateTable('password_reset_code')
      .set({ used_at: new Date() })
      .where('password_reset_code_pk', '=', codePk)
      .execute();
  }
}
