import { describe, expect, it } from 'vitest';
import { drawEstimateOf, drawHighOf } from './ev-cap';
import { phasesOf, type PerPhase } from './phases';
import { planCurrents, type PlanConnector, type PlanInput } from './planner';

const NOW = 1_000_000;
const three = ['A', 'B', 'C'] as const;

function connector(key: string, over: Partial<PlanConnector> = {}): PlanConnector {
  return {
    key,
    phases: three,
    charging: true,
    drawA: 0,
    maxA: 32,
    limitA: null,
    changedAt: null,
    since: NOW - 1000,
    ...over,
  };
}

const load = (a: number, b = a, c = a): PerPhase => ({ A: a, B: b, C: c });

function plan(connectors: PlanConnector[], over: Partial<PlanInput> = {}) {
  const result = planCurrents({
    breakerA: 32,
    marginA: 2,
    measured: load(0),
    connectors,
    now: NOW,
    ...over,
  });
  return Object.fromEntries(result.connectors.map((c) => [c.key, c.limitA]));
}

describe('planCurrents', () => {
  it.each([
    ['one EV takes what the breaker leaves, up to its maximum', [connector('a')], {}, { a: 30 }],
    [
      'three EVs share fairly',
      [connector('a'), connector('b'), connector('c')],
      {},
      { a: 10, b: 10, c: 10 },
    ],
    [
      'the building load is taken out',
      [connector('a'), connector('b')],
      { measured: load(10) },
      { a: 10, b: 10 },
    ],
    [
      'the EVs own draw is not building load',
      [connector('a', { drawA: 10, limitA: 10 }), connector('b', { drawA: 10, limitA: 10 })],
      { measured: load(30) },
      { a: 10, b: 10 },
    ],
    [
      'a single-phase EV loads only its phase',
      [
        connector('a', { phases: ['A'] }),
        connector('b', { phases: ['A'] }),
        connector('c', { phases: ['B'] }),
      ],
      {},
      { a: 15, b: 15, c: 30 },
    ],
    [
      'a three-phase EV is held by its fullest phase',
      [connector('a'), connector('b', { phases: ['A'] })],
      { measured: load(14, 0, 0) },
      { a: 8, b: 8 },
    ],
    [
      'never less than 6 A: with room for two of three, one pauses',
      [connector('a', { since: 1 }), connector('b', { since: 2 }), connector('c', { since: 3 })],
      { breakerA: 15, marginA: 2 },
      { a: 6.5, b: 6.5, c: 0 },
    ],
    [
      'a connector without a recharge gets 0 A',
      [connector('a'), connector('b', { charging: false })],
      {},
      { a: 30, b: 0 },
    ],
    [
      'meter offline: the static share of the breaker',
      [connector('a'), connector('b')],
      { measured: null },
      { a: 7.5, b: 7.5 },
    ],
    [
      'the building alone above the breaker: everyone pauses',
      [connector('a', { limitA: 16 })],
      { measured: load(40) },
      { a: 0 },
    ],
  ])('%s', (_name, connectors, over, expected) => {
    expect(plan(connectors, over)).toEqual(expected);
  });

  it('hysteresis: a rise under 1 A is not sent, a fall always is', () => {
    const up = planCurrents({
      breakerA: 32,
      marginA: 2,
      measured: load(0.5),
      connectors: [connector('a', { limitA: 29 })],
      now: NOW,
    });
    expect(up.connectors[0]).toMatchObject({ limitA: 29, send: false });
    const down = planCurrents({
      breakerA: 32,
      marginA: 2,
      measured: load(1.5),
      connectors: [connector('a', { limitA: 29 })],
      now: NOW,
    });
    expect(down.connectors[0]).toMatchObject({ limitA: 28.5, send: true });
  });

  it('one new profile per connector every 10 s, unless the breaker needs it', () => {
    const recent = connector('a', { limitA: 10, changedAt: NOW - 5000, since: NOW - 60_000 });
    expect(plan([recent])).toEqual({ a: 10 });
    expect(plan([{ ...recent, changedAt: NOW - 10_000 }])).toEqual({ a: 30 });
    const busy = planCurrents({
      breakerA: 32,
      marginA: 2,
      measured: load(28),
      connectors: [recent],
      now: NOW,
    });
    expect(busy.overload).toBe(true);
    expect(busy.connectors[0]!.limitA).toBe(0);
    const started = connector('b', { limitA: 0, changedAt: NOW - 5000, since: NOW - 1000 });
    expect(plan([started])).toEqual({ b: 30 });
  });

  it('a resumed EV the meter sees before its own sample is not taken for building load', () => {
    // Three EVs at 7.8 A, one resumed 1 s ago: the meter shows 6 A of building plus 23.4 A of
    // EVs, but the resumed EV's last sample (0 A, 1.5 s old) predates its limit.
    const kept = { limitA: 7.8, changedAt: NOW - 1000, since: NOW - 60_000 };
    const resumed = connector('c', { ...kept, drawA: 0, drawHighA: 7.8 });
    const others = ['a', 'b'].map((k) => connector(k, { ...kept, drawA: 7.8, drawHighA: 7.8 }));
    const result = planCurrents({
      breakerA: 32,
      marginA: 2,
      measured: load(29.4),
      connectors: [...others, resumed],
      now: NOW,
    });
    expect(result.overload).toBe(false);
    expect(result.connectors.map((c) => c.limitA)).toEqual([7.8, 7.8, 7.8]);
    // Without the high figure the same reading looked like 7.8 A more building: an overload
    // that paused the resumed EV again, and so on every time it came back.
    const before = planCurrents({
      breakerA: 32,
      marginA: 2,
      measured: load(29.4),
      connectors: [...others, { ...resumed, drawHighA: undefined }],
      now: NOW,
    });
    expect(before.overload).toBe(true);
  });

  it('counts a raise still on its way at its limit, only from a station that samples often', () => {
    const at = NOW - 1500;
    expect(drawHighOf(NOW, { a: 0, at }, 7.8, NOW - 1000, 32)).toBe(7.8);
    expect(drawHighOf(NOW, { a: 0, at: NOW - 10_000 }, 7.8, NOW - 1000, 32)).toBe(0);
    expect(drawHighOf(NOW, { a: 7.5, at: NOW - 500 }, 7.8, NOW - 1000, 32)).toBe(7.5);
    expect(drawHighOf(NOW, { a: 0, at }, 7.8, NOW - 4000, 32)).toBe(7.8);
    expect(drawEstimateOf(NOW, { a: 0, at }, 7.8, NOW - 1000, 32)).toBe(0);
  });

  it('takes turns: a waiting EV replaces one that charged a whole turn', () => {
    const long = connector('a', { limitA: 13, since: NOW - 400_000, changedAt: NOW - 400_000 });
    const recent = connector('b', { limitA: 13, since: NOW - 60_000, changedAt: NOW - 60_000 });
    const waiting = connector('c', { limitA: 0, since: NOW - 120_000, changedAt: NOW - 120_000 });
    const result = plan([long, recent, waiting], { breakerA: 15, marginA: 2 });
    expect(result).toEqual({ a: 0, b: 6.5, c: 6.5 });
  });

  it('bounded waiting: with one slot, every EV charges within n turns', () => {
    let connectors = ['a', 'b', 'c'].map((k, i) =>
      connector(k, { limitA: 0, since: i, changedAt: 0 }),
    );
    const served = new Set<string>();
    for (let t = 0; t <= 3 * 300_000; t += 10_000) {
      const now = NOW + t;
      const result = planCurrents({ breakerA: 10, marginA: 2, measured: load(0), connectors, now });
      connectors = connectors.map((c, i) => {
        const p = result.connectors[i]!;
        if (p.limitA > 0) served.add(c.key);
        return { ...c, limitA: p.limitA, since: p.since, changedAt: p.send ? now : c.changedAt };
      });
      expect(result.connectors.filter((c) => c.limitA > 0)).toHaveLength(1);
    }
    expect([...served].sort()).toEqual(['a', 'b', 'c']);
  });

  it('reads the phases from the technical settings', () => {
    expect(phasesOf('SINGLE_PHASE', 'B')).toEqual(['B']);
    expect(phasesOf('TWO_PHASE', 'CA')).toEqual(['A', 'C']);
    expect(phasesOf('THREE_PHASE', 'CBA')).toEqual(['A', 'B', 'C']);
    expect(phasesOf(null, null)).toEqual(['A', 'B', 'C']);
  });
});
