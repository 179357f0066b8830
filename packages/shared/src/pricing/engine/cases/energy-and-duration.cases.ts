import { duration, energy, everyDay, session, start } from '../test-profiles';
import { type Case, SP, flat, mondayEvening, HOUR_BEFORE, FIRST_HOUR } from './fixtures';

/** Start price, energy (samples spread over their intervals) and duration, each rounded once, half to even. */
export const energyAndDurationCases: Case[] = [
  {
    // 100 start + 10 kWh × 200 = 2000
    name: 'flat: start price and energy',
    entries: flat,
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T14:00:00Z', 10_000),
    items: [
      start(100, 'general', '2026-11-23T13:00:00.000Z'),
      energy(10, 200, 2000, 'general', '2026-11-23T13:00:00.000Z', '2026-11-23T14:00:00.000Z'),
    ],
    totals: { chargeCents: 2100, totalCents: 2100, energyKwh: 10, incomeCents: 2100 },
  },
  {
    // no energy delivered: only the 100 start price, no energy line
    name: 'no energy: the energy line is absent',
    entries: flat,
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T14:00:00Z', 0),
    items: [start(100, 'general', '2026-11-23T13:00:00.000Z')],
    totals: { totalCents: 100, energyKwh: 0 },
  },
  {
    // no start price set: 3 kWh × 200 = 600 only
    name: 'no start price: the start line is absent',
    entries: everyDay({ kwhPrice: 200 }),
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T14:00:00Z', 3000),
    items: [energy(3, 200, 600, 'general', '2026-11-23T13:00:00.000Z', '2026-11-23T14:00:00.000Z')],
    totals: { totalCents: 600 },
  },
  {
    // 1.234 kWh × 200 = 246.8 → 247; + 100 start = 347
    name: 'fractional kWh rounds to the nearest cent',
    entries: flat,
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T13:30:00Z', 1234),
    items: [
      start(100, 'general', '2026-11-23T13:00:00.000Z'),
      energy(1.234, 200, 247, 'general', '2026-11-23T13:00:00.000Z', '2026-11-23T13:30:00.000Z'),
    ],
    totals: { chargeCents: 347, totalCents: 347 },
  },
  {
    // 0.005 kWh × 500 = 2.5 → 2 (half to even)
    name: 'a half cent rounds down to even',
    entries: everyDay({ kwhPrice: 500 }),
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T13:01:00Z', 5),
    items: [
      energy(0.005, 500, 2, 'general', '2026-11-23T13:00:00.000Z', '2026-11-23T13:01:00.000Z'),
    ],
    totals: { totalCents: 2 },
  },
  {
    // 0.007 kWh × 500 = 3.5 → 4 (half to even)
    name: 'a half cent rounds up to even',
    entries: everyDay({ kwhPrice: 500 }),
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T13:01:00Z', 7),
    items: [
      energy(0.007, 500, 4, 'general', '2026-11-23T13:00:00.000Z', '2026-11-23T13:01:00.000Z'),
    ],
    totals: { totalCents: 4 },
  },
  {
    // 1.5 h × 1200 = 1800
    name: 'duration price per hour',
    entries: everyDay({ durationPrice: 1200 }),
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T14:30:00Z', 5000),
    items: [
      duration(1.5, 1200, 1800, 'general', '2026-11-23T13:00:00.000Z', '2026-11-23T14:30:00.000Z'),
    ],
    totals: { totalCents: 1800, energyKwh: 5 },
  },
  {
    // 20 min = 1/3 h × 1000 = 333.33… → 333
    name: 'a third of an hour',
    entries: everyDay({ durationPrice: 1000 }),
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T13:20:00Z'),
    items: [
      duration(
        0.333333,
        1000,
        333,
        'general',
        '2026-11-23T13:00:00.000Z',
        '2026-11-23T13:20:00.000Z',
      ),
    ],
    totals: { totalCents: 333 },
  },
  {
    // 3 min = 0.05 h × 50 = 2.5 → 2
    name: 'duration half cent rounds to even',
    entries: everyDay({ durationPrice: 50 }),
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T13:03:00Z'),
    items: [
      duration(0.05, 50, 2, 'general', '2026-11-23T13:00:00.000Z', '2026-11-23T13:03:00.000Z'),
    ],
    totals: { totalCents: 2 },
  },
  {
    // samples 17:00 0, 17:30 1000, 19:00 4000 local: 17:00–17:30 1000 Wh; 17:30–19:00 3000 Wh over
    // 90 min, 30 min before 18:00 (1000 Wh) → general 2 kWh × 200 = 400, period 2 kWh × 300 = 600
    name: 'energy between samples is spread evenly over their interval',
    entries: mondayEvening,
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', [
      ['2026-11-23T20:00:00Z', 0],
      ['2026-11-23T20:30:00Z', 1000],
      ['2026-11-23T22:00:00Z', 4000],
    ]),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      energy(2, 200, 400, 'general', ...HOUR_BEFORE),
      energy(2, 300, 600, 'period', ...FIRST_HOUR),
    ],
    totals: { totalCents: 1100, energyKwh: 4 },
  },
  {
    // 1000 Wh over 17:00–18:10 local (70 min): 60/70 → 857.142857 Wh × 200/kWh = 171.43 → 171;
    // 10/70 → 142.857143 Wh × 300 = 42.86 → 43
    name: 'an uneven share of energy is priced exactly then rounded once',
    entries: mondayEvening,
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T21:10:00Z', 1000),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      energy(0.857143, 200, 171, 'general', ...HOUR_BEFORE),
      energy(0.142857, 300, 43, 'period', '2026-11-23T21:00:00.000Z', '2026-11-23T21:10:00.000Z'),
    ],
    totals: { totalCents: 314, energyKwh: 1 },
  },
  {
    // register 0 → 500 → 100 (meter swap, counts 0) → 600: 500 + 500 = 1000 Wh × 200 = 200
    name: 'a register going down counts as nothing delivered',
    entries: everyDay({ kwhPrice: 200 }),
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T13:30:00Z', [
      ['2026-11-23T13:00:00Z', 0],
      ['2026-11-23T13:10:00Z', 500],
      ['2026-11-23T13:20:00Z', 100],
      ['2026-11-23T13:30:00Z', 600],
    ]),
    items: [energy(1, 200, 200, 'general', '2026-11-23T13:00:00.000Z', '2026-11-23T13:30:00.000Z')],
    totals: { totalCents: 200, energyKwh: 1 },
  },
  {
    // samples 16:00 0 → 20:00 4000 local, session 17:00–19:00: only 2000 Wh in it, 1 kWh each side
    // of 18:00: 1 × 200 + 1 × 300
    name: 'samples outside the session are not counted',
    entries: mondayEvening,
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', [
      ['2026-11-23T19:00:00Z', 0],
      ['2026-11-23T23:00:00Z', 4000],
    ]),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      energy(1, 200, 200, 'general', ...HOUR_BEFORE),
      energy(1, 300, 300, 'period', ...FIRST_HOUR),
    ],
    totals: { totalCents: 600, energyKwh: 2 },
  },
];
