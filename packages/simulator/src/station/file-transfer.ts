/**
 * Firmware downloads and diagnostics uploads. HTTP(S) locations are really fetched and
 * posted to (multipart/form-data, field `file`), so a CSMS sees the upload and a wrong URL
 * fails like it would on a station; other schemes (FTP, as most 1.6 servers use) are not
 * spoken by this simulator and succeed after the simulated transfer time.
 */
const TRANSFER_TIMEOUT_MS = 30_000;

function parse(location: string): URL | undefined {
  try {
    return new URL(location);
  } catch {
    return undefined;
  }
}

function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

export async function download(location: string, signal: AbortSignal): Promise<boolean> {
  const url = parse(location);
  if (!url) return false;
  if (!isHttp(url)) return true;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(TRANSFER_TIMEOUT_MS)]),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch (error) {
    if (signal.aborted) throw error;
    return false;
  }
}

export async function upload(
  location: string,
  fileName: string,
  content: string,
  signal: AbortSignal,
): Promise<boolean> {
  const url = parse(location);
  if (!url) return false;
  if (!isHttp(url)) return true;
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/plain' }), fileName);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      signal: AbortSignal.any([signal, AbortSignal.timeout(TRANSFER_TIMEOUT_MS)]),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch (error) {
    if (signal.aborted) throw error;
    return false;
  }
}

/** A version number in the firmware location (`.../fw-2.1.0.bin`), if there is one. */
export function versionFromLocation(location: string): string | undefined {
  const matches = location.match(/\d+(?:\.\d+)+/g);
  return matches?.[matches.length - 1];
}
