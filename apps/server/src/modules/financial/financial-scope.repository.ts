import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

/** The accounts (tenants) and stations a financial call may name, always within what is visible. */
export class FinancialScopeRepository {
  constructor(private readonly db: Database) {}

  /** The visible tenant with this api key, else undefined (a sibling network's key included). */
  async tenantByApiKey(apiKey: string, visible: readonly number[]): Promise<number | undefined> {
    if (visible.length === 0) return undefined;
    const row = await this.db
      .selectFrom('tenant')
      .select('tenant_pk')
      .where('api_key', '=', apiKey)
      .where('tenant_pk', 'in', [...visible])
      .executeTakeFirst();
    return row?.tenant_pk;
  }

  /** The tenant and its descendants. */
  async withChildren(tenantPk: number): Promise<number[]> {
    const result = await sql<{ tenant_pk: number }>`
      with recursive tree as (
        select tenant_pk, 0 as depth from tenant where tenant_pk = ${tenantPk}
        union all
        select t.tenant_pk, tree.depth + 1 from tenant t
        join tree on t.parent_tenant_pk = tree.tenant_pk where tree.depth < 32
      )
      select tenant_pk from tree`.execute(this.db);
    return result.rows.map((r) => r.tenant_pk);
  }

  async currencyOf(tenantPk: number): Promise<string> {
    const row = await this.db
      .selectFrom('tenant')
      .select('currency')
      .where('tenant_pk', '=', tenantPk)
      .executeTakeFirst();
    return row?.currency ?? 'BRL';
  }

  tenants(tenantPks: readonly number[]) {
    if (tenantPks.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('tenant')
      .select(['name', 'api_key as apiKey'])
      .where('tenant_pk', 'in', [...tenantPks])
      .orderBy('name')
      .orderBy('tenant_pk')
      .execute();
  }

  chargeBoxes(tenantPks: readonly number[]) {
    if (tenantPks.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('charge_box')
      .select(['charge_box_id', 'description'])
      .where('tenant_pk', 'in', [...tenantPks])
      .orderBy('charge_box_id')
      .execute();
  }

  async chargeBoxPk(
    chargeBoxId: string,
    tenantPks: readonly number[],
  ): Promise<number | undefined> {
    if (tenantPks.length === 0) return undefined;
    const row = await this.db
      .selectFrom('charge_box')
      .select('charge_box_pk')
      .where('charge_box_id', '=', chargeBoxId)
      .where('tenant_pk', 'in', [...tenantPks])
      .executeTakeFirst();
    return row?.charge_box_pk;
  }
}
