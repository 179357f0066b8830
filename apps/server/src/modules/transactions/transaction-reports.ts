import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { messageText, type MessageKey, type PaymentStatus } from '@chargedeck/shared';
import { xlsxStream, type XlsxRow } from '../../platform/xlsx/xlsx-writer';
import { humanTimestamp, type CallerZone } from '../../platform/http/human-time';
import { findTransactions, type TransactionFilter } from './transaction-search';
import { transactionViewOf } from './transaction-view';

const PAGE = 1000;

type TransactionView = ReturnType<typeof transactionViewOf>;

/** A column of the transactions export: its header's catalogue key and its cell. */
interface TransactionColumn {
  header: MessageKey;
  width: number;
  cell: (view: TransactionView, locale: string, zone: CallerZone) => XlsxRow[number];
}

const PAYMENT_STATUS_KEYS: Record<PaymentStatus, MessageKey> = {
  approved: 'paymentStatusApproved',
  cancelled: 'paymentStatusCancelled',
  charged_back: 'paymentStatusChargedBack',
  in_process: 'paymentStatusInProcess',
  pending: 'paymentStatusPending',
  refunded: 'paymentStatusRefunded',
  rejected: 'paymentStatusRejected',
};

const statusLabel = (status: string | null | undefined, locale: string) =>
  status && Object.hasOwn(PAYMENT_STATUS_KEYS, status)
    ? messageText(PAYMENT_STATUS_KEYS[status as PaymentStatus], locale)
    : (status ?? null);

const COLUMNS: TransactionColumn[] = [
  { header: 'colId', width: 8, cell: (v) => v.id },
  { header: 'colStation', width: 28, cell: (v) => v.chargeBoxDescription },
  { header: 'colBoxId', width: 18, cell: (v) => v.chargeBoxId },
  { header: 'colConnector', width: 10, cell: (v) => v.connectorId },
  { header: 'colUser', width: 24, cell: (v) => v.userName },
  { header: 'colTag', width: 20, cell: (v) => v.ocppIdTag },
  { header: 'colStart', width: 20, cell: (v) => v.startTimestampHumanReadable },
  {
    header: 'colEnd',
    width: 20,
    cell: (v, locale, zone) =>
      v.stopTimestamp ? humanTimestamp(v.stopTimestamp, zone, locale) : null,
  },
  { header: 'colDuration', width: 14, cell: (v) => v.durationHumanReadable },
  { header: 'colEnergy', width: 12, cell: (v) => v.energyHumanReadable },
  { header: 'colPaymentType', width: 18, cell: (v) => v.paymentType },
];
const FINANCE_COLUMNS: TransactionColumn[] = [
  { header: 'colAmount', width: 14, cell: (v) => v.transactionAmountHumanReadable ?? null },
  { header: 'colIncome', width: 14, cell: (v) => v.incomeHumanReadable ?? null },
  {
    header: 'colPaymentStatus',
    width: 16,
    cell: (v, locale) => statusLabel(v.paymentStatus, locale),
  },
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

/**
 * The transactions of the list's filters (capped like the list), headers, labels, numbers and
 * dates in the caller's language.
 */
export function transactionsWorkbook(
  db: Database,
  filter: TransactionFilter,
  view: { zone: CallerZone; finance: boolean; locale: string },
  cap: number,
): Readable {
  const { zone, finance, locale } = view;
  const columns = finance ? [...COLUMNS, ...FINANCE_COLUMNS] : COLUMNS;
  async function* pages() {
    for await (const rows of transactionPages(db, filter, cap)) {
      yield rows.map((row): XlsxRow => {
        const item = transactionViewOf(row, zone, finance, locale);
        return columns.map((c) => c.cell(item, locale, zone));
      });
    }
  }
  const headers = columns.map((c) => ({ header: messageText(c.header, locale), width: c.width }));
  return xlsxStream({ name: messageText('xlsxTransactions', locale), columns: headers }, pages());
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
export function meterValuesWorkbook(db: Database, transactionPk: number, locale: string): Readable {
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
  const header = (key: MessageKey, width: number) => ({ header: messageText(key, locale), width });
  return xlsxStream(
    {
      name: messageText('xlsxMeterValues', locale),
      columns: [
        header('colTimestampUtc', 26),
        header('colConnector', 10),
        header('colMeasurand', 32),
        header('colPhase', 8),
        header('colValue', 14),
        header('colUnit', 8),
        header('colContext', 18),
      ],
    },
    pages(),
  );
}
