import type { PushPlatform } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { PushTarget } from './push-provider';

export class PushRepository {
  constructor(private readonly db: Database) {}

  /** Registers the token for this user; a token registered before moves to this user. */
  async register(userPk: number, token: string, platform: PushPlatform): Promise<void> {
    await this.db
      .insertInto('push_device')
      .values({ user_pk: userPk, token, platform })
      .onConflict((oc) =>
        oc.column('token').doUpdateSet({ user_pk: userPk, platform, updated_at: new Date() }),
      )
      .execute();
  }

  /** Removes the user's own device; answers whether there was one. */
  async unregister(userPk: number, token: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('push_device')
      .where('user_pk', '=', userPk)
      .where('token', '=', token)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Devices of the active users of exactly this tenant. */
  devicesOfTenant(tenantPk: number): Promise<PushTarget[]> {
    return this.db
      .selectFrom('push_device')
      .innerJoin('app_user', 'app_user.user_pk', 'push_device.user_pk')
      .select(['push_device.token', 'push_device.platform'])
      .where('app_user.tenant_pk', '=', tenantPk)
      .where('app_user.status', '=', 'ACTIVE')
      .orderBy('push_device.push_device_pk')
      .execute();
  }

  async forget(tokens: readonly string[]): Promise<void> {
    if (tokens.length === 0) return;
    await this.db.deleteFrom('push_device').where('token', 'in', tokens).execute();
  }
}
