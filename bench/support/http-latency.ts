// Latency of GET calls measured one after another over HTTP, the first five warming caches and
// plans; figures are printed, never asserted.
import { median, percentile, round } from './stats';

export interface CallFigures {
  p50: number;
  p95: number;
  /** Size of the answer as read (decompressed). */
  bytes: number;
  /** Size on the wire (Content-Length: compressed when the server compressed it). */
  wireBytes: number;
}

export async function measureCalls(
  base: string,
  headers: Record<string, string>,
  calls: Record<string, string>,
  requests: number,
  log: (text: string) => void,
): Promise<Record<string, CallFigures>> {
  const results: Record<string, CallFigures> = {};
  for (const [name, path] of Object.entries(calls)) {
    const samples: number[] = [];
    let bytes = 0;
    let wireBytes = 0;
    for (let i = 0; i < requests + 5; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      const body = await res.arrayBuffer();
      if (res.status !== 200)
        throw new Error(`${path}: ${res.status} ${Buffer.from(body).toString()}`);
      if (i >= 5) samples.push(performance.now() - started);
      bytes = body.byteLength;
      wireBytes = Number(res.headers.get('content-length') ?? bytes);
    }
    const figures = {
      p50: round(median(samples)),
      p95: round(percentile(samples, 95)),
      bytes,
      wireBytes,
    };
    results[name] = figures;
    const wire = wireBytes === bytes ? '' : ` (${wireBytes} on the wire)`;
    log(`${name.padEnd(26)} p50 ${figures.p50} ms  p95 ${figures.p95} ms  ${bytes} bytes${wire}`);
  }
  return results;
}

/** Each call's p95 (or p50) above the baseline call's, measured in the same run. */
export function overBaseline(
  results: Record<string, CallFigures>,
  baseline = 'baseline',
  figure: 'p50' | 'p95' = 'p95',
): Record<string, number> {
  const base = results[baseline]?.[figure] ?? 0;
  return Object.fromEntries(
    Object.entries(results)
      .filter(([name]) => name !== baseline)
      .map(([name, r]) => [name, round(r[figure] - base)]),
  );
}
