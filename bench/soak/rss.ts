// Resident memory of the cluster's nodes, sampled in steady stretches, and its growth as a slope.
import { readFileSync } from 'node:fs';
import { slope } from '../support/stats';

interface Sample {
  /** Minutes since the run began. */
  at: number;
  mb: number;
}

interface Series {
  /** When the process's current stretch began (its start, or the last move of stations). */
  stretchFrom: number;
  /** A process started to take over stations grows with them: shown, not judged. */
  judged: boolean;
  stretches: Sample[][];
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
const slopePerHour = (samples: readonly Sample[]) =>
  slope(samples.map((s) => ({ x: s.at, y: s.mb }))) * 60;

/**
 * Samples per node process (a node restarted after its kill is a new process), in steady
 * stretches: a stretch begins `warmupMin` after the process started or after stations moved
 * between the nodes (a kill sends a node's stations to the others), since memory follows the
 * stations a node holds.
 */
export class RssTrack {
  private readonly series = new Map<string, Series>();

  constructor(private readonly warmupMin: number) {}

  /** The process `key` (node id and pid) began at `at` minutes; `judged` false when it takes over. */
  began(key: string, at: number, judged = true): void {
    this.series.set(key, { stretchFrom: at, judged, stretches: [[]] });
  }

  /** Stations moved between the nodes at `at`: every process begins a new stretch. */
  moved(at: number): void {
    for (const series of this.series.values()) {
      series.stretchFrom = at;
      if (series.stretches.at(-1)?.length) series.stretches.push([]);
    }
  }

  record(key: string, at: number, mb: number | undefined): void {
    const series = this.series.get(key);
    if (!series || mb === undefined || at - series.stretchFrom < this.warmupMin) return;
    series.stretches.at(-1)?.push({ at, mb });
  }

  /**
   * The steepest growth of a judged process over a stretch at least `minSpanMin` long, and each
   * process's first and last peak. Resident memory dips for a while after a collection gives
   * pages back, so a slope of every sample follows where the dips fell; the growth is the slope
   * of the peaks: the highest sample of each `windowMin` (5 minutes, or a quarter of a shorter
   * stretch).
   */
  summary(minSpanMin: number): { growthMBPerHour: number; nodes: Record<string, string> } {
    let growth = 0;
    const nodes: Record<string, string> = {};
    for (const [key, { judged, stretches }] of this.series) {
      const peaks = stretches.map(peaksOf);
      const all = peaks.flat();
      const first = all[0];
      const last = all.at(-1);
      if (!first || !last) continue;
      nodes[key] =
        `${first.mb.toFixed(0)}→${last.mb.toFixed(0)} MB${judged ? '' : ' (taking over)'}`;
      if (!judged) continue;
      for (const [i, stretch] of stretches.entries()) {
        const span = (stretch.at(-1)?.at ?? 0) - (stretch[0]?.at ?? 0);
        if (span >= minSpanMin) growth = Math.max(growth, slopePerHour(peaks[i] ?? []));
      }
    }
    return { growthMBPerHour: Number(growth.toFixed(1)), nodes };
  }
}

/** The highest sample of each window of a stretch (5 minutes, or a quarter of a shorter one). */
function peaksOf(stretch: readonly Sample[]): Sample[] {
  const from = stretch[0]?.at ?? 0;
  const span = (stretch.at(-1)?.at ?? from) - from;
  const windowMin = Math.min(5, span / 4) || 1;
  // A short last window joins the one before it: fewer samples would mean a lower peak.
  const windows = Math.max(1, Math.floor(span / windowMin));
  const peaks = new Map<number, Sample>();
  for (const sample of stretch) {
    const window = Math.min(windows - 1, Math.floor((sample.at - from) / windowMin));
    const peak = peaks.get(window);
    if (!peak || sample.mb > peak.mb) peaks.set(window, sample);
  }
  return [...peaks.values()];
}
