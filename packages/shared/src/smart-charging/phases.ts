/** The three phases a site meter measures (spec 3 §3 "Meter": keys 01, 02, 03). */
export const PHASES = ['A', 'B', 'C'] as const;
export type Phase = (typeof PHASES)[number];
export type PerPhase = Record<Phase, number>;

export const perPhase = (f: (phase: Phase) => number): PerPhase => ({
  A: f('A'),
  B: f('B'),
  C: f('C'),
});

/**
 * The phases a station loads, from its technical settings (`system`, `phase`: 'B', 'AB',
 * 'CBA'…). A station without them is counted on every phase, the safe guess.
 */
export function phasesOf(system: string | null, phase: string | null): Phase[] {
  const letters = PHASES.filter((p) => phase?.toUpperCase().includes(p));
  if (!system || letters.length === 0) return [...PHASES];
  if (system === 'SINGLE_PHASE') return letters.slice(0, 1);
  if (system === 'TWO_PHASE') return letters.slice(0, 2);
  return [...PHASES];
}
