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
  sheetStations,
  sheetTenants,
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

/**
 * What the cells of one export share: the caller's zone and language, texts read once, and the
 * accounts and stations of its rows by key (read once, not joined to every row).
 */
interface SheetView {
  zone: CallerZone;
  locale: string;
  typeText: Record<FinancialTransactionRow['targetType'], string>;
  tenants: Map<number, { name: string; currency: string }>;
  stations: Map<number, { charge_box_id: string; description: string | null }>;
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
const tenantOf = (r: SheetMovementRow, view: SheetView) => view.tenants.get(r.tenant_pk);
const stationOf = (r: SheetMovementRow, view: SheetView) =>
  r.charge_box_pk === null ? undefined : view.stations.get(r.charge_box_pk);

const COLUMNS: FinancialColumn[] = [
  { header: 'colId', width: 10, cell: (r) => Number(r.source_pk) },
  { header: 'colType', width: 14, cell: (r, view) => view.typeText[r.target_type] },
  { header: 'colPaidAt', width: 20, cell: (r, view) => when(r.paid_at, view) },
  { header: 'colEnd', width: 20, cell: (r, view) => when(r.stop_timestamp, view) },
  { header: 'colUser', width: 24, cell: userOf },
  { header: 'colEmail', width: 28, cell: (r) => r.user_email },
  { header: 'colIdTag', width: 18, cell: (r) => r.id_tag },
  { header: 'colAccount', width: 20, cell: (r, view) => tenantOf(r, view)?.name },
  { header: 'colStation', width: 24, cell: (r, view) => stationOf(r, view)?.description },
  { header: 'colChargeBoxId', width: 18, cell: (r, view) => stationOf(r, view)?.charge_box_id },
  { header: 'colPaymentType', width: 18, cell: paymentTypeOf },
  { header: 'colPaymentStatus', width: 18, cell: (r, view) => statusLabel(r, view.locale) },
  { header: 'colAmount', width: 12, cell: (r) => cents(Number(r.amount_cents)) },
  { header: 'colRefunded', width: 12, cell: (r) => cents(refundedOf(r)) },
  {
    header: 'colAvailable',
    width: 12,
    cell: (r) => cents(Number(r.amount_cents) - refundedOf(r)),
  },
  { header: 'colCurrency', width: 10, cell: (r, view) => tenantOf(r, view)?.currency },
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
    tenants: new Map(),
    stations: new Map(),
  };
  /** The stations a page names that no earlier page did. */
  async function readStations(rows: readonly SheetMovementRow[]) {
    const missing = new Set<number>();
    for (const row of rows) {
      const pk = row.charge_box_pk;
      if (pk !== null && !sheetView.stations.has(pk)) missing.add(pk);
    }
    for (const station of await sheetStations(db, [...missing])) {
      sheetView.stations.set(station.charge_box_pk, station);
    }
  }
  async function* pages() {
    for (const tenant of await sheetTenants(db, filter.tenantPks)) {
      sheetView.tenants.set(tenant.tenant_pk, tenant);
    }
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
      await readStations(rows);
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
