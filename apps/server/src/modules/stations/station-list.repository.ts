import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { containsText } from '../../platform/db/text-search';

export type StationStatusFilter = 'ONLINE' | 'OFFLINE' | 'FAULTED';

export interface StationListFilter {
  visibleTenantPks: readonly number[];
  active: boolean;
  page: number;
  size: number;
  chargeBoxGroupPk?: number;
  tenantPk?: number;
  searchInput?: string;
  status?: StationStatusFilter;
  /** Start of the caller's current month, for monthConsumption. */
  monthStart: Date;
}

/** The station list: filters (Faulted included) and paging happen in SQL. */
export async function listStations(db: Database, f: StationListFilter) {
  if (f.visibleTenantPks.length === 0) return { rows: [], count: 0 };
  // Filters and paging read charge_box alone; joins and the month's energy are computed for
  // the page's rows only, not for the rows an offset skips.
  let filtered = db
    .selectFrom('charge_box as b')
    .where('b.tenant_pk', 'in', f.visibleTenantPks)
    .where('b.active', '=', f.active);
  if (f.chargeBoxGroupPk)
    filtered = filtered.where('b.charge_box_group_pk', '=', f.chargeBoxGroupPk);
  if (f.tenantPk) filtered = filtered.where('b.tenant_pk', '=', f.tenantPk);
  if (f.searchInput) {
    const text = f.searchInput;
    filtered = filtered.where((eb) =>
      eb.or([containsText('b.charge_box_id', text), containsText('b.description', text)]),
    );
  }
  if (f.status === 'ONLINE') filtered = filtered.where('b.online', '=', true);
  if (f.status === 'OFFLINE') filtered = filtered.where('b.online', '=', false);
  if (f.status === 'FAULTED') {
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('connector as k')
          .select('k.connector_pk')
          .whereRef('k.charge_box_pk', '=', 'b.charge_box_pk')
          .where('k.last_status', '=', 'Faulted'),
      ),
    );
  }
  const counted = await filtered
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const page = filtered
    .select('b.charge_box_pk')
    .orderBy('b.charge_box_id')
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  const rows = await db
    .selectFrom('charge_box as b')
    .innerJoin('tenant as t', 't.tenant_pk', 'b.tenant_pk')
    .leftJoin('charge_box_group as g', 'g.charge_box_group_pk', 'b.charge_box_group_pk')
    .where('b.charge_box_pk', 'in', page)
    .selectAll('b')
    .select(['t.name as tenant_name', 'g.name as group_name'])
    .select(
      sql<number>`(select coalesce(sum(greatest(coalesce(x.stop_value, x.start_value) - x.start_value, 0)), 0)
        from charging_transaction x where x.charge_box_pk = b.charge_box_pk
        and x.start_timestamp >= ${f.monthStart})`.as('month_consumption'),
    )
    .orderBy('b.charge_box_id')
    .execute();
  return { rows, count: Number(counted.count) };
}

export type StationListRow = Awaited<ReturnType<typeof listStations>>['rows'][number];

/** Connectors (not connector 0), in order: their type and state as cards and forms show them. */
export function connectorStates(db: Database) {
  return db
    .selectFrom('connector as c')
    .leftJoin('connector_type as t', 't.connector_type_pk', 'c.connector_type_pk')
    .select([
      'c.connector_id',
      'c.connector_type_pk',
      't.name as connector_type',
      'c.power_max',
      'c.unusual_status',
      'c.last_status',
      'c.last_error_code',
      'c.last_status_timestamp',
    ])
    .where('c.connector_id', '>', 0)
    .orderBy('c.connector_id');
}

/** Connectors of several stations, for the cards' status colours. */
export function connectorsOf(db: Database, chargeBoxPks: readonly number[]) {
  if (chargeBoxPks.length === 0) return Promise.resolve([]);
  return connectorStates(db)
    .select('c.charge_box_pk')
    .where('c.charge_box_pk', 'in', chargeBoxPks)
    .execute();
}

/** Station picker (GET chargepoints?originType=MOVE). */
export function stationPicker(db: Database, visibleTenantPks: readonly number[], origin: string) {
  if (visibleTenantPks.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('charge_box')
    .select(['charge_box_pk', 'charge_box_id', 'description', 'has_payment'])
    .where('tenant_pk', 'in', visibleTenantPks)
    .where('origin_type', '=', origin === 'PLUG_SHARE' ? 'PLUG_SHARE' : 'MOVE')
    .orderBy('charge_box_id')
    .execute();
}
