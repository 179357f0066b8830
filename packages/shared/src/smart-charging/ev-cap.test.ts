import { describe, expect, it } from 'vitest';
import { evCapOf } from './ev-cap';

const SENT = 1_000_000;
const SETTLED = SENT + 5_000;

describe('evCapOf', () => {
  it.each([
    ['no limit sent yet: the charger maximum', 32, null, null, 0, SETTLED, 32],
    ['a sample before the limit settled says nothing', 32, 20, SENT, 10, SENT + 1_000, 32],
    ['an EV drawing its limit may want more', 32, 20, SENT, 19.8, SETTLED, 32],
    ['an EV drawing clearly less is capped at its draw plus 1 A', 32, 20, SENT, 10, SETTLED, 11],
    // Capped at 11 A and still drawing 10 A: it stays capped (no rise and fall every 10 s).
    ['a capped EV drawing the same stays capped', 32, 11, SENT, 10, SETTLED, 11],
    ['a capped EV reaching its limit is freed', 32, 11, SENT, 10.6, SETTLED, 32],
    ['never under the minimum', 32, 20, SENT, 2, SETTLED, 6],
  ])('%s', (_name, maxA, limitA, changedAt, drawA, drawAt, expected) => {
    expect(evCapOf(maxA, limitA, changedAt, drawA, drawAt)).toBe(expected);
  });
});
