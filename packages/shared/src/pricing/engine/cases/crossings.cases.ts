import {
  duration,
  energy,
  everyDay,
  exception,
  general,
  period,
  session,
  start,
  WEEK,
} from '../test-profiles';
import { type Case, SP, flat } from './fixtures';

// America/New_York: EST→EDT 2026-03-08 07:00Z (02:00→03:00), EDT→EST 2026-11-01 06:00Z
// (02:00→01:00). Europe/Lisbon: WET→WEST 2026-03-29 01:00Z, WEST→WET 2026-10-25 01:00Z.
const NY = 'America/New_York';
const LIS = 'Europe/Lisbon';

const weekdayByDay = (day: (typeof WEEK)[number], prices: Parameters<typeof general>[1]) =>
  WEEK.map((d) => general(d, d === day ? prices : { kwhPrice: 200 }));

/** Sessions crossing midnight, a weekday, an exception boundary or a daylight-saving change. */
export const crossingCases: Case[] = [
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
];
