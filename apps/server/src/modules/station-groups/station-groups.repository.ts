import type { Selectable } from 'kysely';
import type { StationGroupBody } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { ChargeBoxGroupTable } from '../../platform/db/schema';
import { containsText } from '../../platform/db/text-search';

export type StationGroupRow = Selectable<ChargeBoxGroupTable>;
export type GroupSort = 'name' | 'address' | 'externalId';

const SORT_COLUMN = { name: 'name', address: 'street', externalId: 'external_id' } as const;

const columnsOf = (body: StationGroupBody) => ({
  name: body.name,
  external_id: body.externalId || null,
  ...(body.status !== undefined ? { status: body.status } : {}),
  street: body.address.street,
  house_number: body.address.houseNumber,
  zip_code: body.address.zipCode,
  city: body.address.city,
  state: body.address.state,
  country: body.address.country || null,
  latitude: body.latitude,
  longitude: body.longitude,
});

/** Station groups; every query is scoped to the visible tenants. */
export class StationGroupsRepository {
  constructor(private readonly db: Database) {}

  async list(
    visible: readonly number[],
    f: { searchInput?: string; sort: GroupSort; order: 'asc' | 'desc'; page: number; size: number },
  ) {
    if (visible.length === 0) return { rows: [], count: 0 };
    let query = this.db.selectFrom('charge_box_group').where('tenant_pk', 'in', visible);
    if (f.searchInput) query = query.where(containsText('name', f.searchInput));
    const counted = await query
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy(SORT_COLUMN[f.sort], f.order)
      .orderBy('charge_box_group_pk')
      .limit(f.size)
      .offset((f.page - 1) * f.size)
      .execute();
    return { rows, count: Number(counted.count) };
  }

  stationsOf(groupPks: readonly number[], visible: readonly number[]) {
    if (groupPks.length === 0 || visible.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('charge_box')
      .select(['charge_box_pk', 'charge_box_id', 'description', 'online', 'charge_box_group_pk'])
      .where('charge_box_group_pk', 'in', groupPks)
      .where('tenant_pk', 'in', visible)
      .orderBy('charge_box_id')
      .execute();
  }

  find(pk: number, visible: readonly number[]) {
    if (visible.length === 0) return Promise.resolve(undefined);
    return this.db
      .selectFrom('charge_box_group')
      .selectAll()
      .where('charge_box_group_pk', '=', pk)
      .where('tenant_pk', 'in', visible)
      .executeTakeFirst();
  }

  create(tenantPk: number, body: StationGroupBody) {
    return this.db
      .insertInto('charge_box_group')
      .values({ tenant_pk: tenantPk, status: true, ...columnsOf(body) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(pk: number, visible: readonly number[], body: StationGroupBody) {
    if (visible.length === 0) return Promise.resolve(undefined);
    return this.db
      .updateTable('charge_box_group')
      .set(columnsOf(body))
      .where('charge_box_group_pk', '=', pk)
      .where('tenant_pk', 'in', visible)
      .returningAll()
      .executeTakeFirst();
  }
}
