import { getHeapSpaceStatistics } from 'node:v8';
/** Messages between the benchmark and the server processes it starts. */
export type ServerRequest =
  { kind: 'stats' } | { kind: 'reset-lag' } | { kind: 'stored-meter-values' } | { kind: 'stop' };

export type ServerReply =
  | { kind: 'ready'; port: number }
  | {
      kind: 'stats';
      rssBytes: number;
      /** Resident memory as found, before the collections. */
      liveRssBytes: number;
      heapBytes: number;
      /** Resident pages of V8's young generation (its semi-spaces). */
      youngBytes: number;
      loopLagP99Ms: number;
    }
  | { kind: 'stored-meter-values'; count: number }
  | { kind: 'stopped' };

export const BENCH_KEY = 'bench-station-key-0001';
/** Station i's own key, when every station has one (a reconnection storm). */
export const benchKeyOf = (i: number) => `bench-station-key-${String(i).padStart(6, '0')}`;
export const BENCH_TAG = 'BENCH-TAG';
export const stationId = (i: number) => `BENCH-${String(i).padStart(6, '0')}`;
export const tagId = (i: number) => `${BENCH_TAG}-${i}`;

/** Event-loop lag percentile from a perf_hooks histogram, in milliseconds. */
export function lagP99Ms(histogram: { percentile(p: number): number }): number {
  return Number((histogram.percentile(99) / 1e6).toFixed(2));
}

/**
 * Memory once garbage is collected (the process runs with --expose-gc): resident memory, the
 * least of ten samples over three seconds, and the main thread's JavaScript and external memory.
 */
export async function settledMemory(): Promise<{
  rssBytes: number;
  liveRssBytes: number;
  heapBytes: number;
  youngBytes: number;
}> {
  const gc = (globalThis as { gc?: () => void }).gc;
  const liveRssBytes = process.memoryUsage.rss();
  let rssBytes = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 10; i++) {
    gc?.();
    rssBytes = Math.min(rssBytes, process.memoryUsage.rss());
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const usage = process.memoryUsage();
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  return {
    rssBytes,
    liveRssBytes,
    heapBytes: usage.heapUsed + usage.external,
    youngBytes: young?.physical_space_size ?? 0,
  };
}
