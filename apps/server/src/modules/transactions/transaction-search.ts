import { sql } from 'kysely';
import { PAID_NO_ERROR } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import { containsText } from '../../platform/db/text-search';
import { transactionWhSql } from '../meters';
import { rechargeMoneySql } from './recharge-money';

export interface TransactionFilter {
  visibleTenantPks: readonly number[];
  transactionPk?: number;
  chargeBoxPk?: number;
  idTag?: string;
  from?: Date;
  to?: Date;
  paymentStatus?: string;
  searchInput?: string;
  /** Keyset paging in the list order: only transactions after this one. */
  after?: { startTimestamp: Date; transactionPk: number };
}

/**
 * The revenue-status filter (spec 2 §9): PAID by spec 2 §4's paid rule (isPaid), UNPAID a
 * priced recharge not paid, PRICELESS a recharge with nothing to pay (no payment at its station,
 * or a zero amount); any other value is one payment status.
 */
function paymentStatusWhere(status: string) {
  const paid = sql<boolean>`(x.paid_at is not null and x.paid_error = ${PAID_NO_ERROR}
    and (x.payment_status is null or x.payment_status in ('approved', 'authorized')))`;
  const priced = sql<boolean>`(x.has_payment and coalesce(x.transaction_amount, 0) > 0)`;
  switch (status) {
    case 'PAID':
      return sql<boolean>`${paid}`;
    case 'UNPAID':
      return sql<boolean>`${priced} and not ${paid}`;
    case 'PRICELESS':
      return sql<boolean>`not ${priced}`;
    default:
      return sql<boolean>`x.payment_status = ${status}`;
  }
}

/** The filtered transactions and their stations only: what counting needs. */
function matching(db: Database, filter: TransactionFilter) {
  let query = db
    .selectFrom('charging_transaction as x')
    .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
    .where('b.tenant_pk', 'in', [...filter.visibleTenantPks]);
  if (filter.transactionPk) query = query.where('x.transaction_pk', '=', filter.transactionPk);
  if (filter.chargeBoxPk) query = query.where('x.charge_box_pk', '=', filter.chargeBoxPk);
  if (filter.idTag) query = query.where('x.id_tag', '=', filter.idTag);
  if (filter.from) query = query.where('x.start_timestamp', '>=', filter.from);
  if (filter.to) query = query.where('x.start_timestamp', '<=', filter.to);
  if (filter.paymentStatus) query = query.where(paymentStatusWhere(filter.paymentStatus));
  const after = filter.after;
  if (after) {
    query = query.where(
      sql<boolean>`(x.start_timestamp, x.transaction_pk) < (${after.startTimestamp}, ${after.transactionPk})`,
    );
  }
  const text = filter.searchInput;
  if (text) {
    query = query.where((eb) =>
      /^\d+$/.test(text)
        ? eb.or([eb('x.transaction_pk', '=', Number(text)), containsText('b.description', text)])
        : containsText('b.description', text),
    );
  }
  return query;
}

export const TRANSACTION_COLUMNS = [
  'x.transaction_pk',
  'x.connector_pk',
  'x.connector_id',
  'x.id_tag',
  'x.start_timestamp',
  'x.stop_timestamp',
  'x.start_value',
  'x.stop_value',
  'x.stop_reason',
  'x.has_payment',
  'x.payment_status',
  'x.payment_type',
  'x.voucher_pk',
  'x.paid_at',
  'x.paid_error',
  'x.idle_seconds',
  'x.idle_amount',
  'x.idle_payment_status',
  'i.status as nfe_status',
  'i.urls as nfe_urls',
  'b.charge_box_pk',
  'b.charge_box_id',
  'b.description',
  't.currency',
  't.alias as station_tenant_alias',
  'u.name as user_name',
] as const;

/** Counts up to `cap` matching transactions: the list never tells more than its cap. */
export async function countTransactions(
  db: Database,
  filter: TransactionFilter,
  cap: number,
): Promise<number> {
  if (filter.visibleTenantPks.length === 0) return 0;
  const row = await db
    .selectFrom(matching(db, filter).select('x.transaction_pk').limit(cap).as('capped'))
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Energy so far and money as settled, or, while it runs, priced now (rechargeMoneySql). */
const money = rechargeMoneySql(transactionWhSql);

/**
 * A page of the filtered transactions, newest first, with their station, tag owner, invoice,
 * account currency, energy and money (so far, while one runs). The page is picked on the filtered transactions alone (index order), and
 * only its rows are joined to the rest.
 */
export async function findTransactions(
  db: Database,
  filter: TransactionFilter,
  page: { offset: number; limit: number },
) {
  if (filter.visibleTenantPks.length === 0) return [];
  const picked = matching(db, filter)
    .select('x.transaction_pk')
    .orderBy('x.start_timestamp', 'desc')
    .orderBy('x.transaction_pk', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return db
    .selectFrom(picked.as('p'))
    .innerJoin('charging_transaction as x', 'x.transaction_pk', 'p.transaction_pk')
    .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
    .innerJoin('tenant as t', 't.tenant_pk', 'b.tenant_pk')
    .leftJoin('ocpp_tag as g', 'g.ocpp_tag_pk', 'x.ocpp_tag_pk')
    .leftJoin('app_user as u', 'u.user_pk', 'g.owner_user_pk')
    .leftJoin('invoice as i', 'i.transaction_pk', 'x.transaction_pk')
    .select([...TRANSACTION_COLUMNS])
    .select([
      transactionWhSql.as('energy_wh'),
      money.amount.as('transaction_amount'),
      money.income.as('income'),
    ])
    .orderBy('x.start_timestamp', 'desc')
    .orderBy('x.transaction_pk', 'desc')
    .execute();
}

export type TransactionRow = Awaited<ReturnType<typeof findTransactions>>[number];
