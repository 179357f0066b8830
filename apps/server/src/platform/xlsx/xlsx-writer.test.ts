import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, xlsxBuffer, xlsxStream, type XlsxRow } from './xlsx-writer';

async function* pagesOf(...pages: XlsxRow[][]) {
  for (const page of pages) yield page;
}

async function readBack(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

describe('xlsx writer', () => {
  it('writes a sheet exceljs reads back: header, widths, strings, numbers, booleans, dates', async () => {
    const started = new Date('2026-11-20T13:45:10Z');
    const file = await xlsxBuffer(
      {
        name: 'Transactions',
        columns: [
          { header: 'ID', width: 8 },
          { header: 'Name', width: 28 },
          { header: 'Started', width: 22 },
          { header: 'Paid', width: 6 },
        ],
      },
      pagesOf([[1, 'Estação Centro', started, true]], [[2.5, null, undefined, false]]),
    );
    const sheet = (await readBack(file)).getWorksheet('Transactions')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Name', 'Started', 'Paid']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(28);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(2).value).toBe('Estação Centro');
    expect(first.getCell(3).value).toEqual(started);
    expect(first.getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(first.getCell(4).value).toBe(true);
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe(2.5);
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(3).value).toBeNull();
    expect(second.getCell(4).value).toBe(false);
  });

  it('escapes markup, keeps spaces and drops characters XML cannot carry', async () => {
    const tricky = `<b>"Tom" & 'Jerry'</b>`;
    const file = await xlsxBuffer(
      { name: 'A/B: [odd]?', columns: [{ header: 'Text & more', width: 30 }] },
      pagesOf([[tricky], ['  padded  '], ['bell\u0007 and \uD800 lone'], ['=1+1']]),
    );
    const workbook = await readBack(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('A B   odd');
    expect(sheet.getCell('A1').value).toBe('Text & more');
    expect(sheet.getCell('A2').value).toBe(tricky);
    expect(sheet.getCell('A3').value).toBe('  padded  ');
    expect(sheet.getCell('A4').value).toBe('bell and  lone');
    // Text that looks like a formula stays text.
    expect(sheet.getCell('A5').value).toBe('=1+1');
  });

  it('streams many rows across columns past Z', async () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    const columns = Array.from({ length: 30 }, (_, i) => ({ header: `C${i}`, width: 6 }));
    async function* pages() {
      for (let p = 0; p < 20; p++) {
        yield Array.from({ length: 1000 }, (_, i) =>
          columns.map((_, c) => (c === 0 ? p * 1000 + i : `r${p * 1000 + i}c${c}`)),
        );
      }
    }
    const file = await xlsxBuffer({ name: 'Big', columns }, pages());
    const sheet = (await readBack(file)).getWorksheet('Big')!;
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getCell('A20001').value).toBe(19_999);
    expect(sheet.getCell('AD20001').value).toBe('r19999c29');
  });

  it('ends the stream with the error of a failing page', async () => {
    async function* failing(): AsyncGenerator<XlsxRow[]> {
      yield [[1]];
      throw new Error('database went away');
    }
    const stream = xlsxStream({ name: 'S', columns: [{ header: 'A', width: 5 }] }, failing());
    await expect(async () => {
      for await (const chunk of stream as Readable) void chunk;
    }).rejects.toThrow('database went away');
  });

  it('stops asking for pages when the reader goes away', async () => {
    let asked = 0;
    async function* endless() {
      for (;;) {
        asked++;
        yield Array.from({ length: 1000 }, (_, i) => [i, 'x'.repeat(200)]);
      }
    }
    const stream = xlsxStream(
      {
        name: 'S',
        columns: [
          { header: 'A', width: 5 },
          { header: 'B', width: 5 },
        ],
      },
      endless(),
    );
    for await (const chunk of stream) {
      void chunk;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = asked;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toBe(after);
    expect(asked).toBeLessThan(50);
  });
});
