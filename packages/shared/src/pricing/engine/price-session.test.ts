import { describe, expect, it } from 'vitest';
import { priceSession } from './price-session';
import {
  duration,
  energy,
  everyDay,
  exception,
  exceptionPeriod,
  fee,
  general,
  idle,
  period,
  session,
  start,
  taxes,
  WEEK,
} from './test-profiles';
import type { PriceLineItem, PriceResult, PricingEntry, PricingSession } from './types';

// Calendar: 2026-11-23 is a Monday. America/Sao_Paulo is UTC−3 all year (local 18:00 = 21:00Z).
// America/New_York: EST→EDT 2026-03-08 07:00Z (02:00→03:00), EDT→EST 2026-11-01 06:00Z
// (02:00→01:00). Europe/Lisbon: WET→WEST 2026-03-29 01:00Z, WEST→WET 2026-10-25 01:00Z.
const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';
const LIS = 'Europe/Lisbon';

const flat = everyDay({ servicePrice: 100, kwhPrice: 200 });
const mondayEvening = [
  ...everyDay({ servicePrice: 100, kwhPrice: 200, idleTimePrice: 600 }),
  period('MONDAY', '18:00:00', '21:00:00', {
    servicePrice: 150,
    kwhPrice: 300,
    idleTimePrice: 1200,
  }),
];
const weekdayByDay = (day: (typeof WEEK)[number], prices: Parameters<typeof general>[1]) =>
  WEEK.map((d) => general(d, d === day ? prices : { kwhPrice: 200 }));

interface Case {
  name: string;
  entries: PricingEntry[];
  session: PricingSession;
  items: PriceLineItem[];
  totals?: Partial<PriceResult>;
}

const cases: Case[] = [
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
    // charge 100 + 10 × 200 = 2100; fee 5% = 105; taxes 15% of the charge = 315; total 2520;
    // energy cost 10 kWh × 80 = 800; income 2520 − 800 − 315 = 1405
    name: 'operation fee and taxes on the charge cost, energy cost and income',
    entries: everyDay({
      servicePrice: 100,
      kwhPrice: 200,
      operationFee: 0.05,
      taxes: 0.15,
      moneyPerKilowattCost: 80,
    }),
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T14:00:00Z', 10_000),
    items: [
      start(100, 'general', '2026-11-23T13:00:00.000Z'),
      energy(10, 200, 2000, 'general', '2026-11-23T13:00:00.000Z', '2026-11-23T14:00:00.000Z'),
      fee(0.05, 2100, 105, 'general'),
      taxes(0.15, 2100, 315, 'general'),
    ],
    totals: {
      chargeCents: 2100,
      operationFeeCents: 105,
      taxesCents: 315,
      totalCents: 2520,
      energyCostCents: 800,
      incomeCents: 1405,
    },
  },
  {
    // start 10; fee 5% × 10 = 0.5 → 0; taxes 15% × 10 = 1.5 → 2; total 12
    name: 'fee and taxes round half to even too',
    entries: everyDay({ servicePrice: 10, operationFee: 0.05, taxes: 0.15 }),
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T13:10:00Z'),
    items: [
      start(10, 'general', '2026-11-23T13:00:00.000Z'),
      fee(0.05, 10, 0, 'general'),
      taxes(0.15, 10, 2, 'general'),
    ],
    totals: { chargeCents: 10, operationFeeCents: 0, taxesCents: 2, totalCents: 12 },
  },
  {
    // 17:00–19:00 local, 20 kWh even: 10 kWh general × 200 = 2000, 10 kWh in 18:00–21:00 × 300 = 3000
    name: 'energy split by a time period',
    entries: mondayEvening,
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 20_000),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      energy(10, 200, 2000, 'general', '2026-11-23T20:00:00.000Z', '2026-11-23T21:00:00.000Z'),
      energy(10, 300, 3000, 'period', '2026-11-23T21:00:00.000Z', '2026-11-23T22:00:00.000Z'),
    ],
    totals: { chargeCents: 5100, totalCents: 5100 },
  },
  {
    // starts 19:00 local inside the period: start 150 (period) + 5 kWh × 300 = 1500
    name: 'start price from the period in force at the start',
    entries: mondayEvening,
    session: session(SP, '2026-11-23T22:00:00Z', '2026-11-23T23:00:00Z', 5000),
    items: [
      start(150, 'period', '2026-11-23T22:00:00.000Z'),
      energy(5, 300, 1500, 'period', '2026-11-23T22:00:00.000Z', '2026-11-23T23:00:00.000Z'),
    ],
    totals: { totalCents: 1650 },
  },
  {
    // dynamic pricing off for Monday (period inactive): 20 kWh × 200 = 4000, + 100 start
    name: 'a weekday with dynamic pricing disabled uses its general price',
    entries: [
      ...everyDay({ servicePrice: 100, kwhPrice: 200 }),
      period('MONDAY', '18:00:00', '21:00:00', { servicePrice: 150, kwhPrice: 300 }, false),
    ],
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 20_000),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      energy(20, 200, 4000, 'general', '2026-11-23T20:00:00.000Z', '2026-11-23T22:00:00.000Z'),
    ],
    totals: { totalCents: 4100 },
  },
  {
    // Mon 23:00 → Tue 01:00 local, 4 kWh even: 2 kWh Mon × 200 = 400, 2 kWh Tue × 250 = 500
    name: 'crossing midnight into another weekday',
    entries: weekdayByDay('TUESDAY', { kwhPrice: 250 }),
    session: session(SP, '2026-11-24T02:00:00Z', '2026-11-24T04:00:00Z', 4000),
    items: [
      energy(2, 200, 400, 'general', '2026-11-24T02:00:00.000Z', '2026-11-24T03:00:00.000Z'),
      energy(2, 250, 500, 'general', '2026-11-24T03:00:00.000Z', '2026-11-24T04:00:00.000Z'),
    ],
    totals: { totalCents: 900 },
  },
  {
    // Sun 23:30 → Mon 00:30 local: 0.5 h × 600 = 300 (Sunday), 0.5 h × 1200 = 600 (Monday)
    name: 'duration across Sunday into Monday',
    entries: WEEK.map((d) => general(d, { durationPrice: d === 'SUNDAY' ? 600 : 1200 })),
    session: session(SP, '2026-11-23T02:30:00Z', '2026-11-23T03:30:00Z'),
    items: [
      duration(0.5, 600, 300, 'general', '2026-11-23T02:30:00.000Z', '2026-11-23T03:00:00.000Z'),
      duration(0.5, 1200, 600, 'general', '2026-11-23T03:00:00.000Z', '2026-11-23T03:30:00.000Z'),
    ],
    totals: { totalCents: 900 },
  },
  {
    // Wed 2026-11-25 is an exception (100/kWh, no start price): 10 kWh × 100 = 1000
    name: 'an exception day replaces the weekday',
    entries: [...flat, exception('2026-11-25', null, { kwhPrice: 100 })],
    session: session(SP, '2026-11-25T13:00:00Z', '2026-11-25T14:00:00Z', 10_000),
    items: [
      energy(10, 100, 1000, 'exception', '2026-11-25T13:00:00.000Z', '2026-11-25T14:00:00.000Z'),
    ],
    totals: { totalCents: 1000 },
  },
  {
    // Tue 23:00 → Wed 01:00 local, 4 kWh: 2 × 200 = 400 (Tuesday) + 2 × 100 = 200 (exception)
    name: 'crossing into an exception at midnight',
    entries: [...flat, exception('2026-11-25', '2026-11-25', { kwhPrice: 100 })],
    session: session(SP, '2026-11-25T02:00:00Z', '2026-11-25T04:00:00Z', 4000),
    items: [
      start(100, 'general', '2026-11-25T02:00:00.000Z'),
      energy(2, 200, 400, 'general', '2026-11-25T02:00:00.000Z', '2026-11-25T03:00:00.000Z'),
      energy(2, 100, 200, 'exception', '2026-11-25T03:00:00.000Z', '2026-11-25T04:00:00.000Z'),
    ],
    totals: { totalCents: 700 },
  },
  {
    // range 12-24..12-26 inclusive: Sat 26 23:00 → Sun 27 01:00 local, 2 × 100 + 2 × 200
    name: 'leaving an exception range after its last day',
    entries: [
      ...everyDay({ kwhPrice: 200 }),
      exception('2026-12-24', '2026-12-26', { kwhPrice: 100 }),
    ],
    session: session(SP, '2026-12-27T02:00:00Z', '2026-12-27T04:00:00Z', 4000),
    items: [
      energy(2, 100, 200, 'exception', '2026-12-27T02:00:00.000Z', '2026-12-27T03:00:00.000Z'),
      energy(2, 200, 400, 'general', '2026-12-27T03:00:00.000Z', '2026-12-27T04:00:00.000Z'),
    ],
    totals: { totalCents: 600 },
  },
  {
    // exception day with its own 18:00–20:00 period: 17:00–19:00 local, 2 kWh: 1 × 100 + 1 × 400
    name: 'a time period inside an exception',
    entries: [
      ...flat,
      exception('2026-11-25', null, { kwhPrice: 100 }),
      exceptionPeriod('2026-11-25', '18:00:00', '20:00:00', { kwhPrice: 400 }),
    ],
    session: session(SP, '2026-11-25T20:00:00Z', '2026-11-25T22:00:00Z', 2000),
    items: [
      energy(1, 100, 100, 'exception', '2026-11-25T20:00:00.000Z', '2026-11-25T21:00:00.000Z'),
      energy(1, 400, 400, 'exception', '2026-11-25T21:00:00.000Z', '2026-11-25T22:00:00.000Z'),
    ],
    totals: { totalCents: 500 },
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
      energy(2, 200, 400, 'general', '2026-11-23T20:00:00.000Z', '2026-11-23T21:00:00.000Z'),
      energy(2, 300, 600, 'period', '2026-11-23T21:00:00.000Z', '2026-11-23T22:00:00.000Z'),
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
      energy(0.857143, 200, 171, 'general', '2026-11-23T20:00:00.000Z', '2026-11-23T21:00:00.000Z'),
      energy(0.142857, 300, 43, 'period', '2026-11-23T21:00:00.000Z', '2026-11-23T21:10:00.000Z'),
    ],
    totals: { totalCents: 314, energyKwh: 1 },
  },
  {
    // idle 30 min after the stop at 600/h = 300; 1 kWh × 200 = 200; start 100
    name: 'idle time priced per hour',
    entries: mondayEvening,
    session: session(SP, '2026-11-23T13:00:00Z', '2026-11-23T14:00:00Z', 1000, [
      '2026-11-23T14:00:00Z',
      '2026-11-23T14:30:00Z',
    ]),
    items: [
      start(100, 'general', '2026-11-23T13:00:00.000Z'),
      energy(1, 200, 200, 'general', '2026-11-23T13:00:00.000Z', '2026-11-23T14:00:00.000Z'),
      idle(0.5, 600, 300, 'general', '2026-11-23T14:00:00.000Z', '2026-11-23T14:30:00.000Z'),
    ],
    totals: { totalCents: 600 },
  },
  {
    // idle 17:50–18:10 local: 10 min × 600/h = 100 (general), 10 min × 1200/h = 200 (period)
    name: 'idle time crossing into a period',
    entries: mondayEvening,
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T20:50:00Z', 0, [
      '2026-11-23T20:50:00Z',
      '2026-11-23T21:10:00Z',
    ]),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      idle(0.166667, 600, 100, 'general', '2026-11-23T20:50:00.000Z', '2026-11-23T21:00:00.000Z'),
      idle(0.166667, 1200, 200, 'period', '2026-11-23T21:00:00.000Z', '2026-11-23T21:10:00.000Z'),
    ],
    totals: { totalCents: 400 },
  },
  {
    // New York, Sun 2026-03-08 06:00Z (01:00 EST) → 08:00Z (04:00 EDT), two real hours:
    // 06–07Z general 1 h × 1000; 07Z is 03:00 EDT, period 03:00–05:00: 07–08Z 1 h × 2000
    name: 'daylight saving starts (New York): priced by real hours and wall-clock periods',
    entries: [
      ...everyDay({ durationPrice: 1000 }),
      period('SUNDAY', '03:00:00', '05:00:00', { durationPrice: 2000 }),
    ],
    session: session(NY, '2026-03-08T06:00:00Z', '2026-03-08T08:00:00Z'),
    items: [
      duration(1, 1000, 1000, 'general', '2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z'),
      duration(1, 2000, 2000, 'period', '2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z'),
    ],
    totals: { totalCents: 3000 },
  },
  {
    // New York, Sun 2026-11-01, 01:00–02:00 local happens twice (05–06Z EDT, 06–07Z EST):
    // 04:30–05Z 0.5 h × 1000 = 500; 05–07Z period 2 h × 2000 = 4000; 07–07:30Z 0.5 h × 1000 = 500
    name: 'daylight saving ends (New York): the repeated hour is priced twice by its period',
    entries: [
      ...everyDay({ durationPrice: 1000 }),
      period('SUNDAY', '01:00:00', '02:00:00', { durationPrice: 2000 }),
    ],
    session: session(NY, '2026-11-01T04:30:00Z', '2026-11-01T07:30:00Z'),
    items: [
      duration(0.5, 1000, 500, 'general', '2026-11-01T04:30:00.000Z', '2026-11-01T05:00:00.000Z'),
      duration(2, 2000, 4000, 'period', '2026-11-01T05:00:00.000Z', '2026-11-01T07:00:00.000Z'),
      duration(0.5, 1000, 500, 'general', '2026-11-01T07:00:00.000Z', '2026-11-01T07:30:00.000Z'),
    ],
    totals: { totalCents: 5000 },
  },
  {
    // Lisbon, Sat 2026-10-24 23:00 WEST (22:00Z) → Sun 02:00 WET (02:00Z), 4 real hours, 4 kWh;
    // Sunday 01:00–02:00 local happens twice (00–01Z WEST, 01–02Z WET): Sat 22–23Z 1 × 200;
    // Sun 23–00Z 1 × 100; period 00–02Z 2 kWh × 300 = 600
    name: 'daylight saving ends (Lisbon) after crossing midnight',
    entries: [
      ...WEEK.map((d) => general(d, { kwhPrice: d === 'SUNDAY' ? 100 : 200 })),
      period('SUNDAY', '01:00:00', '02:00:00', { kwhPrice: 300 }),
    ],
    session: session(LIS, '2026-10-24T22:00:00Z', '2026-10-25T02:00:00Z', 4000),
    items: [
      energy(1, 200, 200, 'general', '2026-10-24T22:00:00.000Z', '2026-10-24T23:00:00.000Z'),
      energy(1, 100, 100, 'general', '2026-10-24T23:00:00.000Z', '2026-10-25T00:00:00.000Z'),
      energy(2, 300, 600, 'period', '2026-10-25T00:00:00.000Z', '2026-10-25T02:00:00.000Z'),
    ],
    totals: { totalCents: 900 },
  },
  {
    // Lisbon, Sun 2026-03-29 00:00Z (00:00 WET) → 03:00Z (04:00 WEST); period 02:00–03:00 local
    // is 01:00–02:00Z: 1 h × 600 + 1 h × 3000 + 1 h × 600
    name: 'daylight saving starts (Lisbon): a period right after the jump',
    entries: [
      ...everyDay({ durationPrice: 600 }),
      period('SUNDAY', '02:00:00', '03:00:00', { durationPrice: 3000 }),
    ],
    session: session(LIS, '2026-03-29T00:00:00Z', '2026-03-29T03:00:00Z'),
    items: [
      duration(1, 600, 600, 'general', '2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z'),
      duration(1, 3000, 3000, 'period', '2026-03-29T01:00:00.000Z', '2026-03-29T02:00:00.000Z'),
      duration(1, 600, 600, 'general', '2026-03-29T02:00:00.000Z', '2026-03-29T03:00:00.000Z'),
    ],
    totals: { totalCents: 4200 },
  },
  {
    // Fri 12:00 → Sun 12:00 local: Fri 12 h × 100 = 1200, Sat 24 h × 200 = 4800, Sun 12 h × 300 = 3600
    name: 'a two-day session priced by each weekday',
    entries: WEEK.map((d) =>
      general(d, { durationPrice: d === 'SATURDAY' ? 200 : d === 'SUNDAY' ? 300 : 100 }),
    ),
    session: session(SP, '2026-11-27T15:00:00Z', '2026-11-29T15:00:00Z'),
    items: [
      duration(12, 100, 1200, 'general', '2026-11-27T15:00:00.000Z', '2026-11-28T03:00:00.000Z'),
      duration(24, 200, 4800, 'general', '2026-11-28T03:00:00.000Z', '2026-11-29T03:00:00.000Z'),
      duration(12, 300, 3600, 'general', '2026-11-29T03:00:00.000Z', '2026-11-29T15:00:00.000Z'),
    ],
    totals: { totalCents: 9600 },
  },
  {
    // period 22:00–23:59:59 runs to midnight: Mon 23:00 → Tue 01:00 local, 2 kWh: 1 × 300 + 1 × 200
    name: 'a period ending 23:59:59 lasts until midnight',
    entries: [
      ...everyDay({ kwhPrice: 200 }),
      period('MONDAY', '22:00:00', '23:59:59', { kwhPrice: 300 }),
    ],
    session: session(SP, '2026-11-24T02:00:00Z', '2026-11-24T04:00:00Z', 2000),
    items: [
      energy(1, 300, 300, 'period', '2026-11-24T02:00:00.000Z', '2026-11-24T03:00:00.000Z'),
      energy(1, 200, 200, 'general', '2026-11-24T03:00:00.000Z', '2026-11-24T04:00:00.000Z'),
    ],
    totals: { totalCents: 500 },
  },
  {
    // Wednesday has no entry at all: nothing is priced
    name: 'a weekday without prices charges nothing',
    entries: [general('MONDAY', { servicePrice: 100, kwhPrice: 200 })],
    session: session(SP, '2026-11-25T13:00:00Z', '2026-11-25T14:00:00Z', 5000),
    items: [],
    totals: { chargeCents: 0, totalCents: 0, energyKwh: 5, incomeCents: 0 },
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
    // general fee 5%, taxes 10% on 100 + 2000 = 2100 → 105, 210; period fee 10%, taxes 20% on
    // 3000 → 300, 600; total 5100 + 405 + 810 = 6315
    name: 'each line item carries the fee and taxes of its own entry',
    entries: [
      ...everyDay({ servicePrice: 100, kwhPrice: 200, operationFee: 0.05, taxes: 0.1 }),
      period('MONDAY', '18:00:00', '21:00:00', { kwhPrice: 300, operationFee: 0.1, taxes: 0.2 }),
    ],
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 20_000),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      energy(10, 200, 2000, 'general', '2026-11-23T20:00:00.000Z', '2026-11-23T21:00:00.000Z'),
      energy(10, 300, 3000, 'period', '2026-11-23T21:00:00.000Z', '2026-11-23T22:00:00.000Z'),
      fee(0.05, 2100, 105, 'general'),
      fee(0.1, 3000, 300, 'period'),
      taxes(0.1, 2100, 210, 'general'),
      taxes(0.2, 3000, 600, 'period'),
    ],
    totals: { chargeCents: 5100, operationFeeCents: 405, taxesCents: 810, totalCents: 6315 },
  },
  {
    // free period: 1 kWh × 0 shows as a zero line; 1 kWh × 200 = 200 before it
    name: 'a zero price shows as a zero line',
    entries: [
      ...everyDay({ kwhPrice: 200 }),
      period('MONDAY', '18:00:00', '21:00:00', { kwhPrice: 0 }),
    ],
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 2000),
    items: [
      energy(1, 200, 200, 'general', '2026-11-23T20:00:00.000Z', '2026-11-23T21:00:00.000Z'),
      energy(1, 0, 0, 'period', '2026-11-23T21:00:00.000Z', '2026-11-23T22:00:00.000Z'),
    ],
    totals: { totalCents: 200 },
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
      energy(1, 200, 200, 'general', '2026-11-23T20:00:00.000Z', '2026-11-23T21:00:00.000Z'),
      energy(1, 300, 300, 'period', '2026-11-23T21:00:00.000Z', '2026-11-23T22:00:00.000Z'),
    ],
    totals: { totalCents: 600, energyKwh: 2 },
  },
  {
    // energy cost by the entry in force: 10 kWh × 50 (general) + 10 kWh × 120 (period) = 1700;
    // charge 5000, taxes 10% = 500; income 5500 − 1700 − 500 = 3300
    name: "the operator's energy cost follows the period",
    entries: [
      ...everyDay({ kwhPrice: 200, moneyPerKilowattCost: 50, taxes: 0.1 }),
      period('MONDAY', '18:00:00', '21:00:00', {
        kwhPrice: 300,
        moneyPerKilowattCost: 120,
        taxes: 0.1,
      }),
    ],
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 20_000),
    items: [
      energy(10, 200, 2000, 'general', '2026-11-23T20:00:00.000Z', '2026-11-23T21:00:00.000Z'),
      energy(10, 300, 3000, 'period', '2026-11-23T21:00:00.000Z', '2026-11-23T22:00:00.000Z'),
      taxes(0.1, 2000, 200, 'general'),
      taxes(0.1, 3000, 300, 'period'),
    ],
    totals: {
      chargeCents: 5000,
      taxesCents: 500,
      totalCents: 5500,
      energyCostCents: 1700,
      incomeCents: 3300,
    },
  },
];

describe('priceSession, cases worked by hand', () => {
  it('has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('$name', ({ entries, session: s, items, totals }) => {
    const result = priceSession(s, entries);
    expect(result.lineItems).toEqual(items);
    const charge = items
      .filter((item) => item.kind !== 'operationFee' && item.kind !== 'taxes')
      .reduce((sum, item) => sum + item.amountCents, 0);
    expect(result.chargeCents).toBe(charge);
    expect(result.totalCents).toBe(
      result.chargeCents + result.operationFeeCents + result.taxesCents,
    );
    expect(result.incomeCents).toBe(result.totalCents - result.energyCostCents - result.taxesCents);
    if (totals) expect(result).toMatchObject(totals);
  });

  it('refuses an instant it cannot read, naming the field', () => {
    expect(() => priceSession(session(SP, 'yesterday', '2026-11-23T13:00:00Z'), flat)).toThrow(
      /start/,
    );
  });
});
