import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read from its content streams: each Flate stream is inflated and the
 * hex strings of its text operators are decoded (the standard fonts use one byte a glyph).
 */
export function readPdfText(pdf: Buffer): string {
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream', at);
    if (start < 0) break;
    const dataAt = pdf[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = pdf.indexOf('endstream', dataAt);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(dataAt, end)).toString('latin1');
    } catch {
      content = pdf.subarray(dataAt, end).toString('latin1');
    }
    for (const m of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(m[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      parts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
    at = end + 9;
  }
  return parts.join('\n');
}
