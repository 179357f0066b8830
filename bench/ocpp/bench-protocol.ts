/** Messages between the benchmark and the server processes it starts. */
export type ServerRequest =
  { kind: 'stats' } | { kind: 'reset-lag' } | { kind: 'stored-meter-values' } | { kind: 'stop' };

export type ServerReply =
  | { kind: 'ready'; port: number }
  | { kind: 'stats'; rssBytes: number; loopLagP99Ms: number }
  | { kind: 'stored-meter-values'; count: number }
  | { kind: 'stopped' };

export const BENCH_KEY = 'bench-station-key-0001';
export const BENCH_TAG = 'BENCH-TAG';
export const stationId = (i: number) => `BENCH-${String(i).padStart(6, '0')}`;

/** Event-loop lag percentile from a perf_hooks histogram, in milliseconds. */
export function lagP99Ms(histogram: { percentile(p: number): number }): number {
  return Number((histogram.percentile(99) / 1e6).toFixed(2));
}

/** Resident memory after a full garbage collection (the process runs with --expose-gc). */
export function settledRss(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage.rss();
}
