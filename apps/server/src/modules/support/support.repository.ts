import type { Database } from '../../platform/db/database';

/** Where a support message goes when the caller's tenant names no support address. */
export class SupportRepository {
  constructor(private readonly db: Database) {}

  /** The root tenant's support address and the e-mail of its first user (the administrator). */
  async fallbackRecipients(): Promise<{ rootSupport: string | null; administrator?: string }> {
    const root = await this.db
      .selectFrom('tenant')
      .select(['tenant_pk', 'support_email'])
      .where('parent_tenant_pk', 'is', null)
      .orderBy('tenant_pk')
      .limit(1)
      .executeTakeFirst();
    if (!root) return { rootSupport: null };
    const admin = await this.db
      .selectFrom('app_user')
      .select('email')
      .where('tenant_pk', '=', root.tenant_pk)
      .orderBy('user_pk')
      .limit(1)
      .executeTakeFirst();
    return { rootSupport: root.support_email, administrator: admin?.email };
  }
}
