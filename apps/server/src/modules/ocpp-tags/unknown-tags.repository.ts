import type { Database } from '../../platform/db/database';

/** The operator's side of the unknown tags: approved tags and deleted entries leave the list. */
export class UnknownTagsRepository {
  constructor(private readonly db: Database) {}

  async remove(idTag: string, visibleTenantPks: readonly number[]): Promise<number> {
    if (visibleTenantPks.length === 0) return 0;
    const result = await this.db
      .deleteFrom('unknown_ocpp_tag')
      .where('id_tag', '=', idTag)
      .where('tenant_pk', 'in', visibleTenantPks)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
