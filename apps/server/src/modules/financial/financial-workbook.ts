import type { Readable } from 'node:stream';
import { messageText, type FinancialTransactionRow, type MessageKey } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import { humanTimestamp, type CallerZone } from '../../platform/http/human-time';
import { xlsxStream, type XlsxRow } from '../../platform/xlsx/xlsx-writer';
import { financialRowOf } from './financial-view';
import { findMovements, type MovementFilter, type MovementKey } from './financial.repository';

const PAGE = 1000;

const TYPE_KEYS: Record<FinancialTransactionRow['targetType'], MessageKey> = {
  TRANSACTION: 'financialTypeTransaction',
  USER: 'financialTypeUser',
  IDLE: 'financialTypeIdle',
};

interface FinancialColumn {
  header: MessageKey;
  width: number;
  cell: (row: FinancialTransactionRow, locale: string, zone: CallerZone) => XlsxRow[number];
}

const when = (at: string | null, zone: CallerZone, locale: string) =>
  at ? humanTimestamp(at, zone, locale) : null;
const cents = (value: number) => value / 100;
const userOf = (r: FinancialTransactionRow) =>
  [r.userFirstName, r.userLastName].filter(Boolean).join(' ') || null;

const COLUMNS: FinancialColumn[] = [
  { header: 'colId', width: 10, cell: (r) => r.transactionPk },
  {
    header: 'colType',
    width: 14,
    cell: (r, locale) => messageText(TYPE_KEYS[r.targetType], locale),
  },
  {
    header: 'colPaidAt',
    width: 20,
    cell: (r, locale, zone) => when(r.paidTimestamp, zone, locale),
  },
  { header: 'colEnd', width: 20, cell: (r, locale, zone) => when(r.stopTimestamp, zone, locale) },
  { header: 'colUser', width: 24, cell: userOf },
  { header: 'colEmail', width: 28, cell: (r) => r.userEmail },
  { header: 'colIdTag', width: 18, cell: (r) => r.idTag },
  { header: 'colAccount', width: 20, cell: (r) => r.tenantName },
  { header: 'colStation', width: 24, cell: (r) => r.chargeBoxDescription },
  { header: 'colChargeBoxId', width: 18, cell: (r) => r.chargeBoxId },
  { header: 'colPaymentType', width: 18, cell: (r) => r.paymentType },
  { header: 'colPaymentStatus', width: 16, cell: (r) => r.paymentStatus },
  { header: 'colAmount', width: 12, cell: (r) => cents(r.paymentTransactionAmount) },
  { header: 'colRefunded', width: 12, cell: (r) => cents(r.paymentTransactionAmountRefunded) },
  { header: 'colAvailable', width: 12, cell: (r) => cents(r.paymentTransactionAmountAvailable) },
  { header: 'colCurrency', width: 10, cell: (r) => r.moneyCoin },
];

/**
 * The financial movements of the filters, newest first, read a thousand rows at a time by key
 * (the next page is asked for while this one is written), up to `cap` rows. Amounts are numbers
 * in the currency's units (the last column names the currency); dates in the caller's zone.
 */
export function financialWorkbook(
  db: Database,
  filter: MovementFilter,
  view: { zone: CallerZone; locale: string },
  cap: number,
): Readable {
  const { zone, locale } = view;
  async function* pages() {
    const read = (after: MovementKey | undefined, limit: number) =>
      findMovements(db, filter, { offset: 0, limit, after });
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
            { at: last.sort_key, sourcePk: Number(last.source_pk), targetType: last.target_type },
            limit,
          )
        : undefined;
      next?.catch(() => undefined);
      if (rows.length > 0)
        yield rows.map((row): XlsxRow => {
          const item = financialRowOf(row);
          return COLUMNS.map((c) => c.cell(item, locale, zone));
        });
    }
  }
  const headers = COLUMNS.map((c) => ({ header: messageText(c.header, locale), width: c.width }));
  return xlsxStream(
    { name: messageText('xlsxFinancialMovements', locale), columns: headers },
    pages(),
  );
}
