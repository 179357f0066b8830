import type { Database } from '../../platform/db/database';
import type { UserRow } from './users.repository';

/** A blocked or deactivated user neither signs in nor keeps using an earlier session. */
export function mayUseAccount(user: Pick<UserRow, 'status' | 'active'>): boolean {
  return user.status !== 'BLOCKED' && user.active;
}

/** Ends every live session of the user, when their access is taken away their access away. */
export async function revokeSessionsOf(db: Database, userPk: number): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: new Date() })
    .where('user_pk', '=', userPk)
    .where('revoked_at', 'is', null)
    .execute();
}
