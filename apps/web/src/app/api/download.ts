/** `attachment; filename*=UTF-8''relat%C3%B3rio.xlsx` or `attachment; filename="report.zip"`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[\w-]*'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const encoded = extended[1].trim().replace(/^"|"$/g, '');
    try {
      return decodeURIComponent(encoded);
    } catch {
      return encoded;
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** Hands a downloaded file to the browser under its server-given name, or the fallback. */
export function saveFile(file: Blob, fallbackName: string): void {
  const name = file instanceof File && file.name ? file.name : fallbackName;
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
