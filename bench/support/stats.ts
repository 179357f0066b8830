/** Figures benchmarks print: medians and percentiles of samples, never pass/fail timings. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Least-squares slope of y against x; 0 when every x is the same. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n === 0) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - meanX) * (p.y - meanY);
    den += (p.x - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}
