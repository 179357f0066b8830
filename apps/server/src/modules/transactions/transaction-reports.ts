import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { xlsxStream, type XlsxColumn, type XlsxRow } from '../../platform/xlsx/xlsx-writer';
import type { CallerZone } from '../../platform/http/human-time';
import { findTransactions, type TransactionFilter } from './transaction-search';
import { transactionViewOf } from './transaction-view';

const PAGE = 1000;

type TransactionView = ReturnType<typeof transactionViewOf>;

const COLUMNS: (XlsxColumn & { key: keyof TransactionView })[] = [
  { header: 'ID', key: 'id', width: 8 },
  { header: 'Station', key: 'chargeBoxDescription', width: 28 },
  { header: 'Box ID', key: 'chargeBoxId', width: 18 },
  { header: 'Connector', key: 'connectorId', width: 10 },
  { header: 'User', key: 'userName', width: 24 },
  { header: 'Tag', key: 'ocppIdTag', width: 20 },
  { header: 'Start', key: 'startTimestampHumanReadable', width: 20 },
  { header: 'End', key: 'stopTimestamp', width: 24 },
  { header: 'Duration', key: 'durationHumanReadable', width: 14 },
  { header: 'Energy', key: 'energyHumanReadable', width: 12 },
  { header: 'Payment type', key: 'paymentType', width: 18 },
];
const FINANCE_COLUMNS: typeof COLUMNS = [
  { header: 'Amount', key: 'transactionAmountHumanReadable', width: 14 },
  { header: 'Income', key: 'incomeHumanReadable', width: 14 },
  { header: 'Payment status', key: 'paymentStatus', width: 14 },
];

/**
 * Pages of the filtered transactions in the list order, keyed (no offsets), up to `cap`. The
 * next page is asked for as soon as a page arrives, so the database reads it while this one is
 * written out.
 */
async function* transactionPages(db: Database, filter: TransactionFilter, cap: number) {
  const read = (after: TransactionFilter['after'], limit: number) =>
    findTransactions(db, { ...filter, after }, { offset: 0, limit });
  let limit = Math.min(PAGE, cap);
  let next = limit > 0 ? read(undefined, limit) : undefined;
  for (let written = 0; next;) {
    const rows = await next;
    written += rows.length;
    const last = rows[rows.length - 1];
    const more = last !== undefined && rows.length === limit && written < cap;
    limit = Math.min(PAGE, cap - written);
    next = more
      ? read(
          { startTimestamp: new Date(last.start_timestamp), transactionPk: last.transaction_pk },
          limit,
        )
      : undefined;
    // A reader that stops early leaves the prefetched page unread: its failure is not news.
    next?.catch(() => undefined);
    if (rows.length > 0) yield rows;
  }
}

/** The transactions of the list's filters (capped like the list). */
export function transactionsWorkbook(
  db: Database,
  filter: TransactionFilter,
  zone: CallerZone,
  finance: boolean,
  cap: number,
): Readable {
  const columns = finance ? [...COLUMNS, ...FINANCE_COLUMNS] : COLUMNS;
  async function* pages() {
    for await (const rows of transactionPages(db, filter, cap)) {
      yield rows.map((row): XlsxRow => {
        const view = transactionViewOf(row, zone, finance);
        return columns.map((c) => view[c.key] as XlsxRow[number]);
      });
    }
  }
  return xlsxStream({ name: 'Transactions', columns }, pages());
}

/** The sample key after the transaction (meter_value_sample_idx): the pages' order and cursor. */
const SAMPLE_KEY = [
  'value_timestamp',
  'charge_box_pk',
  'connector_id',
  'measurand',
  'phase',
  'location',
  'context',
] as const;

/** Every meter value of one transaction, in time order. */
export function meterValuesWorkbook(db: Database, transactionPk: number): Readable {
  async function* pages() {
    for (let after: unknown[] | undefined; ;) {
      let query = db
        .selectFrom('meter_value')
        .select([...SAMPLE_KEY, sql<string>`value_timestamp::text`.as('at'), 'value', 'unit'])
        .where('transaction_pk', '=', transactionPk);
      if (after) {
        const key = sql.join(SAMPLE_KEY.map((column) => sql.ref(column)));
        query = query.where(sql<boolean>`(${key}) > (${sql.join(after)})`);
      }
      for (const column of SAMPLE_KEY) query = query.orderBy(column);
      const rows = await query.limit(PAGE).execute();
      yield rows.map((r): XlsxRow => [
        new Date(r.value_timestamp).toISOString(),
        r.connector_id,
        r.measurand,
        r.phase,
        r.value,
        r.unit,
        r.context,
      ]);
      const last = rows[rows.length - 1];
      if (!last || rows.length < PAGE) return;
      // The time as PostgreSQL's text, so that its microseconds are kept.
      after = [sql`${last.at}::timestamptz`, ...SAMPLE_KEY.slice(1).map((column) => last[column])];
    }
  }
  return xlsxStream(
    {
      name: 'Meter values',
      columns: [
        { header: 'Timestamp (UTC)', width: 26 },
        { header: 'Connector', width: 10 },
        { header: 'Measurand', width: 32 },
        { header: 'Phase', width: 8 },
        { header: 'Value', width: 14 },
        { header: 'Unit', width: 8 },
        { header: 'Context', width: 18 },
      ],
    },
    pages(),
  );
}
