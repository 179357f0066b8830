// Latency of GET calls measured one after another over HTTP, the first five warming caches and
// plans; figures are printed, never asserted.
import { median, percentile, round } from './stats';

export interface CallFigures {
  p50: number;
  p95: number;
  bytes: number;
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
    for (let i = 0; i < requests + 5; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      const body = await res.arrayBuffer();
      if (res.status !== 200)
        throw new Error(`${path}: ${res.status} ${Buffer.from(body).toString()}`);
      if (i >= 5) samples.push(performance.now() - started);
      bytes = body.byteLength;
    }
    const figures = { p50: round(median(samples)), p95: round(percentile(samples, 95)), bytes };
    results[name] = figures;
    log(`${name.padEnd(26)} p50 ${figures.p50} ms  p95 ${figures.p95} ms  ${bytes} bytes`);
  }
  return results;
}

/** Each call's p95 above the baseline call's, measured in the same run. */
export function overBaseline(
  results: Record<string, CallFigures>,
  baseline = 'baseline',
): Record<string, number> {
  const base = results[baseline]?.p95 ?? 0;
  return Object.fromEntries(
    Object.entries(results)
      .filter(([name]) => name !== baseline)
      .map(([name, r]) => [name, round(r.p95 - base)]),
  );
}
