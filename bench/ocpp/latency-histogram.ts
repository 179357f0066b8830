/** Call latencies in 0.05 ms buckets up to 10 s; mergeable across worker threads. */
export const BUCKET_MS = 0.05;
const BUCKETS = Math.ceil(10_000 / BUCKET_MS) + 1;

export class LatencyHistogram {
  readonly counts: Uint32Array;

  constructor(counts?: Uint32Array) {
    this.counts = counts ?? new Uint32Array(BUCKETS);
  }

  record(ms: number): void {
    const bucket = Math.min(BUCKETS - 1, Math.max(0, Math.floor(ms / BUCKET_MS)));
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
  }

  merge(other: Uint32Array): void {
    for (let i = 0; i < BUCKETS; i++) this.counts[i] = (this.counts[i] ?? 0) + (other[i] ?? 0);
  }

  get total(): number {
    let sum = 0;
    for (const c of this.counts) sum += c;
    return sum;
  }

  percentile(p: number): number {
    const total = this.total;
    if (total === 0) return 0;
    const rank = Math.ceil((p / 100) * total);
    let seen = 0;
    for (let i = 0; i < BUCKETS; i++) {
      seen += this.counts[i] ?? 0;
      if (seen >= rank) return Number(((i + 1) * BUCKET_MS).toFixed(2));
    }
    return 10_000;
  }
}
