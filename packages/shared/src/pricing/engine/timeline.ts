import { DAY_MS, type ProfileRules, type Rule } from './rules';
import { offsetStretches } from './zone';

/** A stretch of UTC time [from, to) under one rule (null: nothing priced). */
export interface TimelinePiece {
  from: number;
  to: number;
  rule: Rule | null;
}

function pushMerged(pieces: TimelinePiece[], piece: TimelinePiece): void {
  const last = pieces[pieces.length - 1];
  if (last && last.to === piece.from && last.rule?.entry === piece.rule?.entry) last.to = piece.to;
  else pieces.push(piece);
}

/** [from, to) cut into maximal runs under the same entry, by the rules of each instant. */
export function timeline(
  rules: ProfileRules,
  timeZone: string,
  from: number,
  to: number,
): TimelinePiece[] {
  const pieces: TimelinePiece[] = [];
  if (to <= from) return pieces;
  for (const stretch of offsetStretches(timeZone, from, to)) {
    const localFrom = stretch.from + stretch.offset;
    const localTo = stretch.to + stretch.offset;
    for (let day = Math.floor(localFrom / DAY_MS); day * DAY_MS < localTo; day++) {
      for (const piece of rules.piecesOfDay(day)) {
        const start = Math.max(day * DAY_MS + piece.from, localFrom);
        const end = Math.min(day * DAY_MS + piece.to, localTo);
        if (start < end) {
          pushMerged(pieces, {
            from: start - stretch.offset,
            to: end - stretch.offset,
            rule: piece.rule,
          });
        }
      }
    }
  }
  return pieces;
}

/** The rule in force at one instant. */
export function ruleAtInstant(rules: ProfileRules, timeZone: string, at: number): Rule | null {
  return timeline(rules, timeZone, at, at + 1)[0]?.rule ?? null;
}
