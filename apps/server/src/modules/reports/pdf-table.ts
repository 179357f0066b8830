export interface PdfColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const MARGIN = 40;
const ROW = 16;

/** Decoded image of a `data:image/png|jpeg;base64,` logo, or null. */
export function logoImage(logo: string | undefined): Buffer | null {
  if (!logo) return null;
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(logo);
  return match?.[2] ? Buffer.from(match[2], 'base64') : null;
}

/**
 * An A4 report: optional logo, title and lines under it. Pages are flushed as they fill. pdfkit
 * and its fonts are loaded by the first report, not at start (docs/performance.md, "A lean
 * default").
 */
export async function reportDocument(title: string, lines: string[], logo: Buffer | null) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
  if (logo) {
    doc.image(logo, MARGIN, MARGIN, { fit: [140, 48] });
    doc.y = MARGIN + 56;
  }
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.font('Helvetica').fontSize(9).moveDown(0.3);
  for (const line of lines) doc.text(line);
  doc.moveDown(0.8);
  return doc;
}

/** Rows written one at a time under a header that repeats on every new page. */
export class PdfTable {
  private readonly x0 = MARGIN;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: PdfColumn[],
  ) {
    this.header();
  }

  private fits(): boolean {
    return this.doc.y + ROW <= this.doc.page.height - MARGIN;
  }

  private line(values: string[], bold: boolean) {
    const doc = this.doc;
    if (!this.fits()) {
      doc.addPage();
      if (!bold) this.header();
    }
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let x = this.x0;
    this.columns.forEach((column, i) => {
      doc.text(values[i] ?? '', x + 2, y + 4, {
        width: column.width - 4,
        align: column.align ?? 'left',
        // One line a row: longer values end in an ellipsis instead of wrapping.
        height: ROW - 6,
        ellipsis: true,
      });
      x += column.width;
    });
    doc
      .moveTo(this.x0, y + ROW)
      .lineTo(x, y + ROW)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.x = this.x0;
    doc.y = y + ROW;
  }

  private header() {
    this.line(
      this.columns.map((c) => c.header),
      true,
    );
  }

  row(values: string[]) {
    this.line(values, false);
  }

  total(values: string[]) {
    this.line(values, true);
  }
}
