import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { DB, FinancialMovementType } from '../../platform/db/schema';
import { likePattern } from '../../platform/db/text-search';
import { refundedCentsSql } from './financial-refunds';

/** The movements a financial call reads: whose, which kinds, when, where and matching what. */
export interface MovementFilter {
  tenantPks: readonly number[];
  types: readonly FinancialMovementType[];
  /** Order and period by payment (paid_sort_at) or by creation (created_at). */
  by: 'paid' | 'created';
  from: Date;
  to: Date;
  chargeBoxPk?: number;
  /** Normalised search: a movement id, or part of the user's e-mail. */
  search?: string;
  /** Users whose e-mail may match the search are looked for among these tenants. */
  userTenantPks: readonly number[];
}

export interface MovementSums {
  count: number;
  byType: Record<FinancialMovementType, number>;
}

const TIME = { paid: 'm.paid_sort_at', created: 'm.created_at' } as const;

function matching(db: Database, filter: MovementFilter) {
  const time = TIME[filter.by];
  let query = db
    .selectFrom('financial_movement as m')
    .where('m.tenant_pk', 'in', [...filter.tenantPks])
    .where('m.target_type', 'in', [...filter.types])
    .where(time, '>=', filter.from)
    .where(time, '<=', filter.to);
  if (filter.chargeBoxPk !== undefined)
    query = query.where('m.charge_box_pk', '=', filter.chargeBoxPk);
  const text = filter.search;
  if (text) {
    const users = sql<SqlBool>`m.user_pk = any (array(select u.user_pk from app_user u
      where u.tenant_pk in (${sql.join([...filter.userTenantPks])})
        and lower(u.email) like ${likePattern(text)}))`;
    const conditions: Expression<SqlBool>[] = [users];
    if (/^\d{1,15}$/.test(text)) conditions.push(sql<SqlBool>`m.source_pk = ${Number(text)}`);
    query = query.where((eb) => eb.or(conditions));
  }
  return query;
}

const isEmpty = (filter: MovementFilter) =>
  filter.tenantPks.length === 0 || filter.types.length === 0 || filter.userTenantPks.length === 0;

const HOUR_MS = 3_600_000;

function emptySums(): MovementSums {
  return { count: 0, byType: { TRANSACTION: 0, IDLE: 0, USER: 0 } };
}

function addRows(
  sums: MovementSums,
  rows: readonly { target_type: FinancialMovementType; count: unknown; total: unknown }[],
) {
  for (const row of rows) {
    sums.count += Number(row.count);
    sums.byType[row.target_type] += Number(row.total);
  }
}

/** Counts and sums read on the movements themselves. */
async function scanSums(db: Database, filter: MovementFilter, sums: MovementSums) {
  if (filter.from.getTime() > filter.to.getTime()) return;
  const rows = await matching(db, filter)
    .select([
      'm.target_type',
      sql<string>`count(*)`.as('count'),
      sql<string>`coalesce(sum(m.amount_cents), 0)`.as('total'),
    ])
    .groupBy('m.target_type')
    .execute();
  addRows(sums, rows);
}

/**
 * The financial_hour rows that cover the whole hours [firstHour, endHour): its whole UTC days
 * from the day rows, the hours before the first and after the last whole day from the hour rows.
 */
function coveringHours(filter: MovementFilter, firstHour: number, endHour: number) {
  const firstDay = Math.ceil(firstHour / 24) * 24;
  const endDay = Math.floor(endHour / 24) * 24;
  return (eb: ExpressionBuilder<DB, 'financial_hour'>) => {
    const hours = (from: number, to: number) =>
      eb.and([eb('by_time', '=', filter.by), eb('hour', '>=', from), eb('hour', '<', to)]);
    if (firstDay >= endDay) return hours(firstHour, endHour);
    return eb.or([
      hours(firstHour, firstDay),
      eb.and([
        eb('by_time', '=', `${filter.by}_day`),
        eb('hour', '>=', firstDay),
        eb('hour', '<', endDay),
      ]),
      hours(endDay, endHour),
    ]);
  };
}

/**
 * How many movements match, and their sums in cents by kind. Without a search or a station, the
 * whole days and hours of the period are read from financial_hour and only its partial hours (a
 * zone with a half-hour offset, an ISO instant) from the movements.
 */
export async function sumMovements(db: Database, filter: MovementFilter): Promise<MovementSums> {
  const sums = emptySums();
  if (isEmpty(filter)) return sums;
  const firstHour = Math.ceil(filter.from.getTime() / HOUR_MS);
  const endHour = Math.floor((filter.to.getTime() + 1) / HOUR_MS);
  if (filter.search || filter.chargeBoxPk !== undefined || firstHour >= endHour) {
    await scanSums(db, filter, sums);
    return sums;
  }
  const hours = db
    .selectFrom('financial_hour')
    .select([
      'target_type',
      sql<string>`coalesce(sum(movements), 0)`.as('count'),
      sql<string>`coalesce(sum(amount_cents), 0)`.as('total'),
    ])
    .where('tenant_pk', 'in', [...filter.tenantPks])
    .where('target_type', 'in', [...filter.types])
    .where(coveringHours(filter, firstHour, endHour))
    .groupBy('target_type')
    .execute();
  const before = { ...filter, to: new Date(firstHour * HOUR_MS - 1) };
  const after = { ...filter, from: new Date(endHour * HOUR_MS) };
  const [rows] = await Promise.all([hours, scanSums(db, before, sums), scanSums(db, after, sums)]);
  addRows(sums, rows);
  return sums;
}

/** How many movements match. */
export async function countMovements(db: Database, filter: MovementFilter): Promise<number> {
  return (await sumMovements(db, filter)).count;
}

/** A key after which the next page starts (keyset paging of the spreadsheet). */
export interface MovementKey {
  /** The time as PostgreSQL's text, so that its microseconds are kept. */
  at: string;
  sourcePk: number;
  targetType: FinancialMovementType;
}

/**
 * A page of the matching movements, newest first, with what a row shows: the movements are
 * picked on the movement table alone (index order), and only the page's rows are joined, each by
 * its key, to their recharge or deposit, station, tenant, user, invoice, price items and refunds.
 */
export async function findMovements(
  db: Database,
  filter: MovementFilter,
  page: { offset: number; limit: number; after?: MovementKey },
) {
  if (isEmpty(filter)) return [];
  return movementsQuery(db, filter, page).execute();
}

/** The page's movements, picked on the movement table alone (index order). */
function pickedMovements(
  db: Database,
  filter: MovementFilter,
  page: { offset: number; limit: number; after?: MovementKey },
) {
  const time = TIME[filter.by];
  let picked = matching(db, filter).select([
    'm.target_type',
    'm.source_pk',
    'm.tenant_pk',
    'm.charge_box_pk',
    'm.user_pk',
    'm.amount_cents',
    'm.created_at',
    'm.paid_at',
    'm.paid_sort_at',
  ]);
  if (page.after) {
    const { at, sourcePk, targetType } = page.after;
    picked = picked.where(
      sql<SqlBool>`(${sql.ref(time)}, m.source_pk, m.target_type) < (${at}::timestamptz, ${sourcePk}, ${targetType})`,
    );
  }
  return picked
    .orderBy(time, 'desc')
    .orderBy('m.source_pk', 'desc')
    .orderBy('m.target_type', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The page's movements joined, each by its key, to what both the list and the spreadsheet show
 * per row (the account and the station are the list's joins; the spreadsheet reads them once).
 */
function joinedMovements(
  db: Database,
  filter: MovementFilter,
  page: { offset: number; limit: number; after?: MovementKey },
) {
  const time = TIME[filter.by];
  return (
    db
      .selectFrom(pickedMovements(db, filter, page).as('m'))
      // By key, one row each (lateral, limited: never a hash join over every user or entry).
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('app_user as u')
            .select(['u.name', 'u.last_name', 'u.email'])
            .whereRef('u.user_pk', '=', 'm.user_pk')
            .limit(1)
            .as('u'),
        (join) => join.onTrue(),
      )
      .leftJoin('charging_transaction as x', (join) =>
        join.onRef('x.transaction_pk', '=', 'm.source_pk').on('m.target_type', '<>', 'USER'),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('wallet_entry as e')
            .select(['e.payment_status', 'e.payment_type', 'e.payment_pk'])
            .whereRef('e.wallet_entry_pk', '=', 'm.source_pk')
            .where(sql<SqlBool>`m.target_type = 'USER'`)
            .limit(1)
            .as('e'),
        (join) => join.onTrue(),
      )
      .select([
        'm.target_type',
        'm.source_pk',
        'm.tenant_pk',
        'm.charge_box_pk',
        'm.amount_cents',
        'm.paid_at',
        'u.name as user_first_name',
        'u.last_name as user_last_name',
        'u.email as user_email',
        'x.id_tag',
        'x.stop_timestamp',
        'x.payment_status as recharge_status',
        'x.idle_payment_status',
        'x.payment_type as recharge_payment_type',
        'e.payment_status as deposit_status',
        'e.payment_type as deposit_payment_type',
        refundedCentsSql.as('refunded_cents'),
        sql<string>`${sql.ref(time)}::text`.as('sort_key'),
      ])
      .orderBy(time, 'desc')
      .orderBy('m.source_pk', 'desc')
      .orderBy('m.target_type', 'desc')
  );
}

/** The query of findMovements (benchmarks explain it). */
export function movementsQuery(
  db: Database,
  filter: MovementFilter,
  page: { offset: number; limit: number; after?: MovementKey },
) {
  return joinedMovements(db, filter, page)
    .innerJoin('tenant as t', 't.tenant_pk', 'm.tenant_pk')
    .leftJoin('charge_box as b', 'b.charge_box_pk', 'm.charge_box_pk')
    .leftJoin('invoice as i', (join) =>
      join
        .onRef('i.transaction_pk', '=', 'x.transaction_pk')
        .on('m.target_type', '=', 'TRANSACTION'),
    )
    .select([
      'm.created_at',
      't.name as tenant_name',
      't.currency',
      't.alias as tenant_alias',
      'b.charge_box_id',
      'b.description as charge_box_description',
      // The provider's reference of the payment the row follows: a recharge's (not its idle
      // charge's) or a deposit's top-up.
      sql<string | null>`(select p.provider_ref from payment p
        where p.payment_pk = case m.target_type when 'TRANSACTION' then x.payment_pk
          when 'USER' then e.payment_pk end)`.as('payment_provider_ref'),
      'x.energy_cost_cents',
      'x.income',
      'x.voucher_pk',
      'x.voucher_amount',
      'i.status as nfe_status',
      'i.urls as nfe_urls',
      sql<number | null>`(select sum(p.amount_cents) from transaction_price_item p
        where p.transaction_pk = x.transaction_pk and p.kind = 'taxes'
          and m.target_type = 'TRANSACTION')`.as('taxes_cents'),
    ]);
}

export type MovementRow = Awaited<ReturnType<typeof findMovements>>[number];

/**
 * A page of the spreadsheet: the columns of findMovements that its cells read (no invoice, taxes,
 * price or payment reference; the account and the station by their keys, read once by
 * sheetPlaces), read by key after the previous page.
 */
export async function findSheetMovements(
  db: Database,
  filter: MovementFilter,
  page: { limit: number; after?: MovementKey },
) {
  if (isEmpty(filter)) return [];
  return joinedMovements(db, filter, { offset: 0, ...page }).execute();
}

export type SheetMovementRow = Awaited<ReturnType<typeof findSheetMovements>>[number];

/** The accounts of the spreadsheet's movements (its filter's tenants): read once per export. */
export async function sheetTenants(db: Database, tenantPks: readonly number[]) {
  if (tenantPks.length === 0) return [];
  return db
    .selectFrom('tenant')
    .select(['tenant_pk', 'name', 'currency'])
    .where('tenant_pk', 'in', [...tenantPks])
    .execute();
}

/** Stations of the spreadsheet by key: each read once per export, when a page first names it. */
export async function sheetStations(db: Database, chargeBoxPks: readonly number[]) {
  if (chargeBoxPks.length === 0) return [];
  return db
    .selectFrom('charge_box')
    .select(['charge_box_pk', 'charge_box_id', 'description'])
    .where('charge_box_pk', 'in', [...chargeBoxPks])
    .execute();
}
