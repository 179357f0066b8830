import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../platform/db/database';
import { containsText } from '../../platform/db/text-search';
import type { OcppTagTable } from '../../platform/db/schema';

export interface OcppTagFilter {
  visibleTenantPks: readonly number[];
  searchInput?: string;
  type?: 'CARD' | 'USER';
  tenantPk?: number;
  userPk?: number;
}

/** Tags as the tag screens read and write them; every query is scoped to the visible tenants. */
export class OcppTagsRepository {
  constructor(private readonly db: Database) {}

  private selectTags(visibleTenantPks: readonly number[]) {
    return this.db
      .selectFrom('ocpp_tag as t')
      .innerJoin('tenant as tn', 'tn.tenant_pk', 't.tenant_pk')
      .leftJoin('app_user as o', 'o.user_pk', 't.owner_user_pk')
      .leftJoin('ocpp_tag as p', 'p.id_tag', 't.parent_id_tag')
      .leftJoin('app_user as pu', 'pu.user_pk', 'p.owner_user_pk')
      .where('t.tenant_pk', 'in', visibleTenantPks)
      .select([
        't.ocpp_tag_pk',
        't.id_tag',
        't.type',
        't.note',
        't.owner_user_pk',
        'o.name as owner_user_name',
        'o.email as owner_email',
        't.parent_id_tag',
        'p.owner_user_pk as parent_user_pk',
        'pu.name as parent_user_name',
        't.tenant_pk',
        'tn.name as tenant_name',
        't.inactive',
        't.is_free_recharge',
        sql<boolean>`exists (select 1 from charging_transaction x
          where x.id_tag = t.id_tag and x.stop_timestamp is null)`.as('in_transaction'),
      ]);
  }

  async list(filter: OcppTagFilter, page: { offset: number; limit: number }) {
    if (filter.visibleTenantPks.length === 0) return { rows: [], count: 0 };
    // Filters and paging read ocpp_tag alone; the joins are made for the page's rows only.
    let filtered = this.db
      .selectFrom('ocpp_tag as t')
      .where('t.tenant_pk', 'in', filter.visibleTenantPks);
    if (filter.searchInput) {
      filtered = filtered.where(containsText('t.id_tag', filter.searchInput));
    }
    if (filter.type) filtered = filtered.where('t.type', '=', filter.type);
    if (filter.tenantPk) filtered = filtered.where('t.tenant_pk', '=', filter.tenantPk);
    if (filter.userPk) filtered = filtered.where('t.owner_user_pk', '=', filter.userPk);
    const counted = await filtered
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const keys = filtered
      .select('t.ocpp_tag_pk')
      .orderBy('t.id_tag')
      .offset(page.offset)
      .limit(page.limit);
    const rows = await this.selectTags(filter.visibleTenantPks)
      .where('t.ocpp_tag_pk', 'in', keys)
      .orderBy('t.id_tag')
      .execute();
    return { rows, count: Number(counted.count) };
  }

  findByPk(ocppTagPk: number, visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve(undefined);
    return this.selectTags(visibleTenantPks)
      .where('t.ocpp_tag_pk', '=', ocppTagPk)
      .executeTakeFirst();
  }

  findByIdTag(idTag: string, visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve(undefined);
    return this.selectTags(visibleTenantPks).where('t.id_tag', '=', idTag).executeTakeFirst();
  }

  /** Whether the id is taken in any tenant: tag ids are unique across the platform. */
  async idTagTaken(idTag: string, exceptPk?: number): Promise<boolean> {
    let query = this.db.selectFrom('ocpp_tag').select('ocpp_tag_pk').where('id_tag', '=', idTag);
    if (exceptPk) query = query.where('ocpp_tag_pk', '!=', exceptPk);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(values: Insertable<OcppTagTable>): Promise<number> {
    const row = await this.db
      .insertInto('ocpp_tag')
      .values(values)
      .returning('ocpp_tag_pk')
      .executeTakeFirstOrThrow();
    return row.ocpp_tag_pk;
  }

  async update(ocppTagPk: number, changes: Updateable<OcppTagTable>): Promise<void> {
    await this.db
      .updateTable('ocpp_tag')
      .set(changes)
      .where('ocpp_tag_pk', '=', ocppTagPk)
      .execute();
  }

  /** Removes the tag; its transactions stay and lose the link (the warning says history is lost). */
  async delete(ocppTagPk: number, visibleTenantPks: readonly number[]): Promise<boolean> {
    if (visibleTenantPks.length === 0) return false;
    const result = await this.db
      .deleteFrom('ocpp_tag')
      .where('ocpp_tag_pk', '=', ocppTagPk)
      .where('tenant_pk', 'in', visibleTenantPks)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The user, when visible, for the owner field. */
  findUser(userPk: number, visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve(undefined);
    return this.db
      .selectFrom('app_user')
      .select(['user_pk', 'tenant_pk'])
      .where('user_pk', '=', userPk)
      .where('tenant_pk', 'in', visibleTenantPks)
      .executeTakeFirst();
  }

  /** Card users by document number, or by a fragment of name, e-mail, document or tag. */
  searchUsers(visibleTenantPks: readonly number[], search: { docNumber?: string; text?: string }) {
    if (visibleTenantPks.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('app_user as u')
      .leftJoin('ocpp_tag as t', (join) =>
        join.onRef('t.owner_user_pk', '=', 'u.user_pk').on('t.inactive', '=', false),
      )
      .select([
        't.id_tag as ocpp_id_tag',
        'u.user_pk',
        'u.name as user_name',
        'u.email',
        'u.doc_type',
        'u.doc_number',
      ])
      .where('u.tenant_pk', 'in', visibleTenantPks);
    if (search.docNumber) query = query.where('u.doc_number', '=', search.docNumber);
    const text = search.text;
    if (text) {
      query = query.where((eb) =>
        eb.or([
          containsText('u.name', text),
          containsText('u.email', text),
          containsText('u.doc_number', text),
          containsText('t.id_tag', text),
        ]),
      );
    }
    return query.orderBy('u.name').orderBy('t.id_tag').limit(50).execute();
  }
}
