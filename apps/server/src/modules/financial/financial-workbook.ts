import type { Readable } from 'node:stream';
import {
  messageText,
  paymentStatusKey,
  type FinancialTransactionRow,
  type MessageKey,
} from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import { humanTimestamp, type CallerZone } from '../../platform/http/human-time';
import { xlsxStream, type XlsxRow } from '../../platform/xlsx/xlsx-writer';
import { paymentTypeOf, refundedOf, statusOf } from './financial-view';
import {
  findSheetMovements,
  type MovementFilter,
  type MovementKey,
  type SheetMovementRow,
} from './financial.repository';

const PAGE = 1000;

/** The screen's payment status labels (spec 3 §4), partial_refund included. */
const STATUS_KEYS: Record<string, MessageKey> = {
  approved: 'movementStatusApproved',
  cancelled: 'paymentStatusCancelled',
  charged_back: 'paymentStatusChargedBack',
  in_process: 'paymentStatusInProcess',
  pending: 'paymentStatusPending',
  refunded: 'paymentStatusRefunded',
  rejected: 'movementStatusRejected',
  partial_refund: 'movementStatusPartialRefund',
};

/** A movement's payment status as the screen labels it; an unnamed status as it is. */
function statusLabel(row: SheetMovementRow, locale: string): string | null {
  const key = paymentStatusKey({
    paymentStatus: statusOf(row),
    paymentTransactionAmountRefunded: refundedOf(row),
  });
  return key && Object.hasOwn(STATUS_KEYS, key) ? messageText(STATUS_KEYS[key]!, locale) : key;
}

const TYPE_KEYS: Record<FinancialTransactionRow['targetType'], MessageKey> = {
  TRANSACTION: 'financialTypeTransaction',
  USER: 'financialTypeUser',
  IDLE: 'financialTypeIdle',
};

/** What the cells of one export share: the caller's zone and language, texts read once. */
interface SheetView {
  zone: CallerZone;
  locale: string;
  typeText: Record<FinancialTransactionRow['targetType'], string>;
}

/**
 * A column of the sheet, read from the movement row itself (the same values as the list's row
 * of spec 3 §3, without building its formatted money texts).
 */
interface FinancialColumn {
  header: MessageKey;
  width: number;
  cell: (row: SheetMovementRow, view: SheetView) => XlsxRow[number];
}

const when = (at: Date | string | null, view: SheetView) =>
  at === null ? null : humanTimestamp(at, view.zone, view.locale);
const cents = (value: number) => value / 100;
const userOf = (r: SheetMovementRow) =>
  [r.user_first_name, r.user_last_name].filter(Boolean).join(' ') || null;

const COLUMNS: FinancialColumn[] = [
  { header: 'colId', width: 10, cell: (r) => Number(r.source_pk) },
  { header: 'colType', width: 14, cell: (r, view) => view.typeText[r.target_type] },
  { header: 'colPaidAt', width: 20, cell: (r, view) => when(r.paid_at, view) },
  { header: 'colEnd', width: 20, cell: (r, view) => when(r.stop_timestamp, view) },
  { header: 'colUser', width: 24, cell: userOf },
  { header: 'colEmail', width: 28, cell: (r) => r.user_email },
  { header: 'colIdTag', width: 18, cell: (r) => r.id_tag },
  { header: 'colAccount', width: 20, cell: (r) => r.tenant_name },
  { header: 'colStation', width: 24, cell: (r) => r.charge_box_description },
  { header: 'colChargeBoxId', width: 18, cell: (r) => r.charge_box_id },
  { header: 'colPaymentType', width: 18, cell: paymentTypeOf },
  { header: 'colPaymentStatus', width: 18, cell: (r, view) => statusLabel(r, view.locale) },
  { header: 'colAmount', width: 12, cell: (r) => cents(Number(r.amount_cents)) },
  { header: 'colRefunded', width: 12, cell: (r) => cents(refundedOf(r)) },
  {
    header: 'colAvailable',
    width: 12,
    cell: (r) => cents(Number(r.amount_cents) - refundedOf(r)),
  },
  { header: 'colCurrency', width: 10, cell: (r) => r.currency },
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
  const { locale } = view;
  const sheetView: SheetView = {
    ...view,
    typeText: {
      TRANSACTION: messageText(TYPE_KEYS.TRANSACTION, locale),
      USER: messageText(TYPE_KEYS.USER, locale),
      IDLE: messageText(TYPE_KEYS.IDLE, locale),
    },
  };
  async function* pages() {
    const read = (after: MovementKey | undefined, limit: number) =>
      findSheetMovements(db, filter, { limit, after });
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
        yield rows.map((row): XlsxRow => COLUMNS.map((c) => c.cell(row, sheetView)));
    }
  }
  const headers = COLUMNS.map((c) => ({ header: messageText(c.header, locale), width: c.width }));
  return xlsxStream(
    { name: messageText('xlsxFinancialMovements', locale), columns: headers },
    pages(),
  );
}
