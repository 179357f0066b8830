import { sql, type Insertable } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { TenantTable } from '../../platform/db/schema';
import type { TenantRow } from './tenant';

export class TenantsRepository {
  constructor(private readonly db: Database) {}

  findByPk(tenantPk: number): Promise<TenantRow | undefined> {
    return this.db
      .selectFrom('tenant')
      .selectAll()
      .where('tenant_pk', '=', tenantPk)
      .executeTakeFirst();
  }

  findByApiKey(apiKey: string): Promise<TenantRow | undefined> {
    return this.db
      .selectFrom('tenant')
      .selectAll()
      .where('api_key', '=', apiKey)
      .executeTakeFirst();
  }

  findByHost(host: string): Promise<TenantRow | undefined> {
    return this.db
      .selectFrom('tenant_host')
      .innerJoin('tenant', 'tenant.tenant_pk', 'tenant_host.tenant_pk')
      .selectAll('tenant')
      .where('tenant_host.host', '=', host)
      .executeTakeFirst();
  }

  findRoot(): Promise<TenantRow | undefined> {
    return this.db
      .selectFrom('tenant')
      .selectAll()
      .where('parent_tenant_pk', 'is', null)
      .orderBy('tenant_pk')
      .limit(1)
      .executeTakeFirst();
  }

  /** The tenant and all its descendants: what a user of that tenant may see. */
  async visibleTenantPks(tenantPk: number): Promise<number[]> {
    const result = await sql<{ tenant_pk: number }>`
      with recursive visible as (
        select tenant_pk from tenant where tenant_pk = ${tenantPk}
        union all
        select t.tenant_pk from tenant t join visible v on t.parent_tenant_pk = v.tenant_pk
      )
      select tenant_pk from visible`.execute(this.db);
    return result.rows.map((r) => r.tenant_pk);
  }

  /** The tenant and its ancestors, nearest first: where a user signing in on its host may belong. */
  async lineage(tenantPk: number): Promise<number[]> {
    const result = await sql<{ tenant_pk: number; depth: number }>`
      with recursive lineage as (
        select tenant_pk, parent_tenant_pk, 0 as depth from tenant where tenant_pk = ${tenantPk}
        union all
        select t.tenant_pk, t.parent_tenant_pk, l.depth + 1
        from tenant t join lineage l on t.tenant_pk = l.parent_tenant_pk
        where l.depth < 32
      )
      select tenant_pk, depth from lineage order by depth`.execute(this.db);
    return result.rows.map((r) => r.tenant_pk);
  }

  listByPks(tenantPks: readonly number[]): Promise<TenantRow[]> {
    if (tenantPks.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('tenant')
      .selectAll()
      .where('tenant_pk', 'in', tenantPks)
      .orderBy('name')
      .execute();
  }

  async create(values: Insertable<TenantTable>, hosts: readonly string[]): Promise<TenantRow> {
    return this.db.transaction().execute(async (trx) => {
      const tenant = await trx
        .insertInto('tenant')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (hosts.length > 0) {
        await trx
          .insertInto('tenant_host')
          .values(hosts.map((host) => ({ host, tenant_pk: tenant.tenant_pk })))
          .execute();
      }
      return tenant;
    });
  }

  async hostsTaken(hosts: readonly string[]): Promise<string[]> {
    if (hosts.length === 0) return [];
    const rows = await this.db
      .selectFrom('tenant_host')
      .select('host')
      .where('host', 'in', hosts)
      .execute();
    return rows.map((r) => r.host);
  }

  async aliasTaken(alias: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('tenant')
      .select('tenant_pk')
      .where('alias', '=', alias)
      .executeTakeFirst();
    return row !== undefined;
  }
}
