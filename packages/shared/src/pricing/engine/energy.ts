import { add, rational, ZERO, type Rational } from './rational';
import type { TimelinePiece } from './timeline';

export interface Sample {
  at: number;
  wh: number;
}

/** Samples in time order, from the session's ISO instants. */
export function parseSamples(samples: readonly { at: string; wh: number }[]): Sample[] {
  return samples
    .map((sample) => ({ at: Date.parse(sample.at), wh: sample.wh }))
    .sort((a, b) => a.at - b.at);
}

/**
 * Wh delivered within each piece (exact): the energy between two samples is spread evenly over
 * their interval; a register going down (a meter swap) counts as nothing delivered; a jump at one
 * instant counts in the piece holding that instant. Energy outside the pieces is not counted.
 */
export function energyByPiece(
  samples: readonly Sample[],
  pieces: readonly TimelinePiece[],
): Rational[] {
  const energy: Rational[] = pieces.map(() => ZERO);
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (!first || !last) return energy;
  let cursor = 0;
  for (let i = 0; i + 1 < samples.length; i++) {
    const a = samples[i];
    const b = samples[i + 1];
    if (!a || !b) continue;
    const delta = Math.round(b.wh - a.wh);
    if (delta <= 0) continue;
    const span = b.at - a.at;
    const from = Math.max(a.at, first.from);
    const to = span === 0 ? a.at + 1 : Math.min(b.at, last.to);
    if (from >= to) continue;
    while (cursor < pieces.length && (pieces[cursor]?.to ?? 0) <= from) cursor++;
    for (let p = cursor; p < pieces.length; p++) {
      const piece = pieces[p];
      if (!piece || piece.from >= to) break;
      const overlap = Math.min(to, piece.to) - Math.max(from, piece.from);
      const share =
        span === 0 || overlap === span
          ? rational(BigInt(delta))
          : rational(BigInt(delta) * BigInt(overlap), BigInt(span));
      energy[p] = add(energy[p] ?? ZERO, share);
    }
  }
  return energy;
}
