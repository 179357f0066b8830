import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Database } from '../../platform/db/database';
import type { CallerZone } from '../tags';
import { findTransactions, type TransactionFilter } from './transaction-search';
import { transactionViewOf } from './transaction-view';

const PAGE = 1000;

/** Writes the workbook to a stream as rows come, so large reports never sit in memory. */
function streamed(fill: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  fill(workbook)
    .then(() => workbook.commit())
    .catch((error: unknown) =>
      stream.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return stream;
}

/** The transactions of the list's filters (capped like the list). */
export function transactionsWorkbook(
  db: Database,
  filter: TransactionFilter,
  zone: CallerZone,
  finance: boolean,
  cap: number,
): Readable {
  return streamed(async (workbook) => {
    const sheet = workbook.addWorksheet('Transactions');
    sheet.columns = [
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
      ...(finance
        ? [
            { header: 'Amount', key: 'transactionAmountHumanReadable', width: 14 },
            { header: 'Income', key: 'incomeHumanReadable', width: 14 },
            { header: 'Payment status', key: 'paymentStatus', width: 14 },
          ]
        : []),
    ];
    sheet.getRow(1).font = { bold: true };
    // Keyset pages in the list order, so the last page costs what the first does.
    let after: TransactionFilter['after'];
    for (let written = 0; written < cap;) {
      const rows = await findTransactions(
        db,
        { ...filter, after },
        { offset: 0, limit: Math.min(PAGE, cap - written) },
      );
      for (const row of rows) sheet.addRow(transactionViewOf(row, zone, finance)).commit();
      written += rows.length;
      const last = rows[rows.length - 1];
      if (!last || rows.length < PAGE) break;
      after = {
        startTimestamp: new Date(last.start_timestamp),
        transactionPk: last.transaction_pk,
      };
    }
    sheet.commit();
  });
}

/** Every meter value of one transaction, in time order. */
export function meterValuesWorkbook(db: Database, transactionPk: number): Readable {
  return streamed(async (workbook) => {
    const sheet = workbook.addWorksheet('Meter values');
    sheet.columns = [
      { header: 'Timestamp (UTC)', key: 'timestamp', width: 26 },
      { header: 'Connector', key: 'connector_id', width: 10 },
      { header: 'Measurand', key: 'measurand', width: 32 },
      { header: 'Phase', key: 'phase', width: 8 },
      { header: 'Value', key: 'value', width: 14 },
      { header: 'Unit', key: 'unit', width: 8 },
      { header: 'Context', key: 'context', width: 18 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (let after = 0; ;) {
      const rows = await db
        .selectFrom('meter_value')
        .select([
          'meter_value_pk',
          'value_timestamp',
          'connector_id',
          'measurand',
          'phase',
          'value',
          'unit',
          'context',
        ])
        .where('transaction_pk', '=', transactionPk)
        .where('meter_value_pk', '>', after)
        .orderBy('meter_value_pk')
        .limit(PAGE)
        .execute();
      for (const r of rows) {
        sheet.addRow({ ...r, timestamp: new Date(r.value_timestamp).toISOString() }).commit();
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]?.meter_value_pk ?? after;
    }
    sheet.commit();
  });
}
