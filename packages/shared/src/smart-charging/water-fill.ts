import { PHASES, type PerPhase, type Phase } from './phases';

interface Fillable {
  key: string;
  phases: readonly Phase[];
  maxA: number;
}

const EPSILON = 1e-9;

/**
 * Max-min fair shares: every connector's current rises together until a phase it loads is full
 * or it reaches its own maximum; the others keep rising. A connector loads each of its phases
 * with its whole current, so no phase ever gets more than `avail`.
 */
export function waterFill(items: readonly Fillable[], avail: PerPhase): Map<string, number> {
  const level = new Map(items.map((c) => [c.key, 0]));
  const remaining = { ...avail };
  let rising = items.filter((c) => c.maxA > EPSILON);
  while (rising.length > 0) {
    let step = Infinity;
    for (const p of PHASES) {
      const n = rising.filter((c) => c.phases.includes(p)).length;
      if (n > 0) step = Math.min(step, Math.max(0, remaining[p]) / n);
    }
    for (const c of rising) step = Math.min(step, c.maxA - level.get(c.key)!);
    for (const c of rising) {
      level.set(c.key, level.get(c.key)! + step);
      for (const p of c.phases) remaining[p] -= step;
    }
    rising = rising.filter(
      (c) => level.get(c.key)! < c.maxA - EPSILON && c.phases.every((p) => remaining[p] > EPSILON),
    );
  }
  return level;
}
