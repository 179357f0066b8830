import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('download file names', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(filenameFromDisposition('attachment; filename="report.zip"')).toBe('report.zip');
    expect(filenameFromDisposition('attachment; filename=log-2024-01-02.txt')).toBe(
      'log-2024-01-02.txt',
    );
    expect(
      filenameFromDisposition(
        `attachment; filename="relatorio.xlsx"; filename*=UTF-8''relat%C3%B3rio.xlsx`,
      ),
    ).toBe('relatório.xlsx');
  });

  it('has no name without the header or the parameter', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('inline')).toBeNull();
  });
});
