import { sql } from 'kysely';
import type { ChargeBoxEventType } from '../../platform/db/schema';
import type { Database } from '../../platform/db/database';
import { likePattern } from '../../platform/db/text-search';

export const NOTIFICATION_TYPES = [
  'Available',
  'Connected',
  'Disconnected',
  'StationBooted',
  'TransactionStarted',
  'TransactionEnded',
  'Failure',
  'Warning',
  'StartRejected',
  'TaskFailed',
] as const satisfies readonly ChargeBoxEventType[];

export interface NotificationFilter {
  visibleTenantPks: readonly number[];
  /** Only these stations (chargeBoxId). */
  chargeBoxIds?: readonly string[];
  /** Spaces stripped, case ignored; matches the station name or its chargeBoxId. */
  search?: string;
  types?: readonly ChargeBoxEventType[];
  from?: Date;
  to?: Date;
  /** Only events of transactions of this user's tags (the user's station notifications). */
  userPk?: number;
}

export interface NotificationRow {
  charge_box_event_pk: number | string;
  event_type: ChargeBoxEventType;
  event_timestamp: Date | string;
  connector_id: number | null;
  transaction_pk: number | null;
  detail: string | null;
  charge_box_pk: number;
  charge_box_id: string;
  description: string;
  tenant_pk: number;
  state: string | null;
  city: string | null;
  street: string | null;
  house_number: string | null;
  user_pk: number | null;
  user_name: string | null;
  user_last_name: string | null;
  error_code: string | null;
  error_info: string | null;
  vendor_error_code: string | null;
}

/** Station events (charge_box_event) read as notifications; always scoped to visible tenants. */
export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  private base(filter: NotificationFilter) {
    let query = this.db
      .selectFrom('charge_box_event as e')
      .innerJoin('charge_box as b', 'b.charge_box_pk', 'e.charge_box_pk')
      .where('b.tenant_pk', 'in', [...filter.visibleTenantPks]);
    if (filter.chargeBoxIds?.length) {
      query = query.where('b.charge_box_id', 'in', [...filter.chargeBoxIds]);
    }
    const search = filter.search?.replace(/\s+/g, '').toLowerCase();
    if (search) {
      const pattern = likePattern(search);
      query = query.where((eb) =>
        eb.or([
          eb(sql`replace(lower(b.description), ' ', '')`, 'like', pattern),
          eb(sql`lower(b.charge_box_id)`, 'like', pattern),
        ]),
      );
    }
    if (filter.types?.length) query = query.where('e.event_type', 'in', [...filter.types]);
    if (filter.from) query = query.where('e.event_timestamp', '>=', filter.from);
    if (filter.to) query = query.where('e.event_timestamp', '<=', filter.to);
    const { userPk } = filter;
    if (userPk !== undefined) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('charging_transaction as x')
            .innerJoin('ocpp_tag as g', 'g.ocpp_tag_pk', 'x.ocpp_tag_pk')
            .select('x.transaction_pk')
            .whereRef('x.transaction_pk', '=', 'e.transaction_pk')
            .where('g.owner_user_pk', '=', userPk),
        ),
      );
    }
    return query;
  }

  async count(filter: NotificationFilter): Promise<number> {
    if (filter.visibleTenantPks.length === 0) return 0;
    const row = await this.base(filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Events after `afterPk` (the user's read mark), counted up to `cap`. */
  async countAfter(filter: NotificationFilter, afterPk: number, cap: number): Promise<number> {
    if (filter.visibleTenantPks.length === 0) return 0;
    const row = await this.db
      .selectFrom(
        this.base(filter)
          .select('e.charge_box_event_pk')
          .where('e.charge_box_event_pk', '>', afterPk)
          .limit(cap)
          .as('unread'),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Newest first. */
  async find(
    filter: NotificationFilter,
    page: { offset: number; limit: number },
  ): Promise<NotificationRow[]> {
    if (filter.visibleTenantPks.length === 0) return [];
    const rows = await this.withDetails(
      this.base(filter)
        .select('e.charge_box_event_pk')
        .orderBy('e.event_timestamp', 'desc')
        .orderBy('e.charge_box_event_pk', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute()
        .then((list) => list.map((r) => Number(r.charge_box_event_pk))),
    );
    return rows;
  }

  /** These events (e.g. just written ones) with station, user and error details, in pk order. */
  async byPks(pks: readonly number[]): Promise<NotificationRow[]> {
    if (pks.length === 0) return [];
    const rows = await this.withDetails(Promise.resolve([...pks]));
    return rows.sort((a, b) => Number(a.charge_box_event_pk) - Number(b.charge_box_event_pk));
  }

  private async withDetails(pksPromise: Promise<number[]>): Promise<NotificationRow[]> {
    const pks = await pksPromise;
    if (pks.length === 0) return [];
    const rows = await this.db
      .selectFrom('charge_box_event as e')
      .innerJoin('charge_box as b', 'b.charge_box_pk', 'e.charge_box_pk')
      .leftJoin('charging_transaction as x', 'x.transaction_pk', 'e.transaction_pk')
      .leftJoin('ocpp_tag as g', 'g.ocpp_tag_pk', 'x.ocpp_tag_pk')
      .leftJoin('app_user as u', 'u.user_pk', 'g.owner_user_pk')
      .leftJoin('connector as c', (join) =>
        join
          .onRef('c.charge_box_pk', '=', 'e.charge_box_pk')
          .onRef('c.connector_id', '=', 'e.connector_id'),
      )
      .leftJoin('connector_status as s', (join) =>
        join
          .onRef('s.connector_pk', '=', 'c.connector_pk')
          .onRef('s.status_timestamp', '=', 'e.event_timestamp')
          .on('e.event_type', '=', 'Failure'),
      )
      .select([
        'e.charge_box_event_pk',
        'e.event_type',
        'e.event_timestamp',
        'e.connector_id',
        'e.transaction_pk',
        'e.detail',
        'b.charge_box_pk',
        'b.charge_box_id',
        'b.description',
        'b.tenant_pk',
        'b.state',
        'b.city',
        'b.street',
        'b.house_number',
        'u.user_pk',
        'u.name as user_name',
        'u.last_name as user_last_name',
        's.error_code',
        's.info as error_info',
        's.vendor_error_code',
      ])
      // One text for any number of keys, so the embedded database keeps the statement prepared.
      .where(sql<boolean>`e.charge_box_event_pk = any(${pks}::bigint[])`)
      .execute();
    // A status reported twice at one instant has two history rows: keep one per event.
    const byPk = new Map<number, NotificationRow>();
    for (const row of rows) {
      const pk = Number(row.charge_box_event_pk);
      if (!byPk.has(pk)) byPk.set(pk, row as NotificationRow);
    }
    return pks.flatMap((pk) => byPk.get(pk) ?? []);
  }
}
