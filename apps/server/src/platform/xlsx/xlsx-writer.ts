// The one .xlsx writer of the server: a single worksheet streamed row by row (inline strings, no
// shared-string table held in memory), zipped by yazl as it is written. Rows come a page at a
// time from an async iterable, and the next page is asked for only once the zip has taken the
// previous one, so a slow download holds one page, not the whole file.
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export type XlsxValue = string | number | boolean | Date | null | undefined;
export type XlsxRow = readonly XlsxValue[];

export interface XlsxColumn {
  header: string;
  /** Width in characters. */
  width: number;
}

export interface XlsxSheet {
  /** Worksheet name (at most 31 characters; []:*?/\ are replaced). */
  name: string;
  columns: readonly XlsxColumn[];
}

/** Excel keeps at most this many characters in one cell. */
const CELL_LIMIT = 32_767;
/** Style indexes in STYLES below: the header row is bold, dates show as date and time. */
const BOLD = 1;
const DATE = 2;
/** Days between Excel's epoch (1899-12-30) and the Unix epoch. */
const EXCEL_EPOCH_DAYS = 25_569;
/** Sheet XML is handed to the zip in chunks of about this size. */
const CHUNK = 64 * 1024;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>\
</Relationships>`;

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

// Characters XML 1.0 cannot carry at all (controls other than tab/LF/CR, lone surrogates,
// U+FFFE/U+FFFF): dropped.
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>"]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text made safe for XML content and attributes. */
export function xmlText(text: string): string {
  return text.replace(INVALID_XML, '').replace(SPECIAL, (c) => ENTITY[c] ?? c);
}

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

function stringCell(ref: string, text: string, style: string): string {
  const clipped = text.length > CELL_LIMIT ? text.slice(0, CELL_LIMIT) : text;
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(clipped)}</t></is></c>`;
}

function cellXml(ref: string, value: XlsxValue, style: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return stringCell(ref, value, style);
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  }
  if (typeof value === 'boolean') return `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  const time = value.getTime();
  if (!Number.isFinite(time)) return '';
  return `<c r="${ref}" s="${DATE}"><v>${time / 86_400_000 + EXCEL_EPOCH_DAYS}</v></c>`;
}

function rowXml(letters: readonly string[], number: number, row: XlsxRow, style = ''): string {
  let xml = `<row r="${number}">`;
  for (let i = 0; i < row.length && i < letters.length; i++) {
    xml += cellXml(`${letters[i]}${number}`, row[i], style);
  }
  return `${xml}</row>`;
}

function sheetName(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return clean || 'Sheet1';
}

function workbookXml(name: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">\
<sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

function sheetHead(sheet: XlsxSheet, letters: readonly string[]): string {
  const cols = sheet.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = rowXml(
    letters,
    1,
    sheet.columns.map((c) => c.header),
    ` s="${BOLD}"`,
  );
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">\
<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>\
${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${header}`;
}

/** Resolves once `stream` can take more, or it was closed (the reader went away). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * The .xlsx of one sheet whose rows come from `pages`, as a stream. A failing page ends the
 * stream with that error; a reader that goes away stops the reading of pages.
 */
export function xlsxStream(sheet: XlsxSheet, pages: AsyncIterable<readonly XlsxRow[]>): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  const fixed = (text: string, path: string) => zip.addBuffer(Buffer.from(text, 'utf8'), path);
  fixed(CONTENT_TYPES, '[Content_Types].xml');
  fixed(ROOT_RELS, '_rels/.rels');
  fixed(workbookXml(sheet.name), 'xl/workbook.xml');
  fixed(WORKBOOK_RELS, 'xl/_rels/workbook.xml.rels');
  fixed(STYLES, 'xl/styles.xml');
  const xml = new PassThrough();
  // Its failures are reported on the output; the zip may not be reading it yet.
  xml.on('error', () => undefined);
  zip.addReadStream(xml, 'xl/worksheets/sheet1.xml');
  zip.end();

  let gone = false;
  output.once('close', () => {
    gone = true;
    xml.destroy();
  });
  const letters = sheet.columns.map((_, i) => columnLetters(i));
  const write = async () => {
    let chunk = sheetHead(sheet, letters);
    let number = 1;
    for await (const page of pages) {
      for (const row of page) {
        chunk += rowXml(letters, ++number, row);
        if (chunk.length < CHUNK) continue;
        const more = xml.write(chunk);
        chunk = '';
        if (!more) await drained(xml);
        if (gone) return;
      }
    }
    xml.end(`${chunk}</sheetData></worksheet>`);
  };
  write().catch((error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    output.destroy(failure);
    xml.destroy();
  });
  return output;
}

/** The whole .xlsx in memory, for attachments. */
export async function xlsxBuffer(
  sheet: XlsxSheet,
  pages: AsyncIterable<readonly XlsxRow[]>,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of xlsxStream(sheet, pages)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
