// Resident memory of the cluster's nodes, sampled after warm-up, and its growth as a slope.
import { readFileSync } from 'node:fs';

interface Sample {
  /** Minutes since the run began. */
  at: number;
  mb: number;
}

/** VmRSS of a process in MB, or undefined when it is gone. */
export function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Least-squares slope of `samples`, in MB per hour. */
function slopePerHour(samples: readonly Sample[]): number {
  const n = samples.length;
  const meanX = samples.reduce((sum, s) => sum + s.at, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + s.mb, 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.at - meanX) * (s.mb - meanY);
    den += (s.at - meanX) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60;
}

/**
 * Samples per node process (a node restarted after its kill is a new process): only those taken
 * `warmupMin` after the process started count.
 */
export class RssTrack {
  private readonly series = new Map<string, { startedAt: number; samples: Sample[] }>();

  constructor(private readonly warmupMin: number) {}

  /** The process `key` (node id and pid) began at `at` minutes. */
  began(key: string, at: number): void {
    this.series.set(key, { startedAt: at, samples: [] });
  }

  record(key: string, at: number, mb: number | undefined): void {
    const series = this.series.get(key);
    if (!series || mb === undefined || at - series.startedAt < this.warmupMin) return;
    series.samples.push({ at, mb });
  }

  /**
   * The steepest growth of a process sampled over at least `minSpanMin`, and each process's
   * first and last sample.
   */
  summary(minSpanMin: number): { growthMBPerHour: number; nodes: Record<string, string> } {
    let growth = 0;
    const nodes: Record<string, string> = {};
    for (const [key, { samples }] of this.series) {
      const first = samples[0];
      const last = samples.at(-1);
      if (!first || !last) continue;
      nodes[key] = `${first.mb.toFixed(0)}→${last.mb.toFixed(0)} MB`;
      if (last.at - first.at >= minSpanMin) growth = Math.max(growth, slopePerHour(samples));
    }
    return { growthMBPerHour: Number(growth.toFixed(1)), nodes };
  }
}
