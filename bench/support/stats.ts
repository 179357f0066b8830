/** Figures benchmarks print: medians and percentiles of samples, never pass/fail timings. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
