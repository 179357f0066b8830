import { energy, exception, exceptionPeriod, general, session, start } from '../test-profiles';
import {
  type Case,
  SP,
  flat,
  mondayEvening,
  dayWithEvening,
  HOUR_BEFORE,
  FIRST_HOUR,
} from './fixtures';

/** Time periods, weekdays with dynamic pricing off, exceptions replacing the weekday. */
export const periodsAndExceptionsCases: Case[] = [
  {
    // 17:00–19:00 local, 20 kWh even: 10 kWh general × 200 = 2000, 10 kWh in 18:00–21:00 × 300 = 3000
    name: 'energy split by a time period',
    entries: mondayEvening,
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 20_000),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      energy(10, 200, 2000, 'general', ...HOUR_BEFORE),
      energy(10, 300, 3000, 'period', ...FIRST_HOUR),
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
    entries: dayWithEvening(
      { servicePrice: 100, kwhPrice: 200 },
      { servicePrice: 150, kwhPrice: 300 },
      false,
    ),
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 20_000),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      energy(20, 200, 4000, 'general', '2026-11-23T20:00:00.000Z', '2026-11-23T22:00:00.000Z'),
    ],
    totals: { totalCents: 4100 },
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
    // Wednesday has no entry at all: nothing is priced
    name: 'a weekday without prices charges nothing',
    entries: [general('MONDAY', { servicePrice: 100, kwhPrice: 200 })],
    session: session(SP, '2026-11-25T13:00:00Z', '2026-11-25T14:00:00Z', 5000),
    items: [],
    totals: { chargeCents: 0, totalCents: 0, energyKwh: 5, incomeCents: 0 },
  },
  {
    // free period: 1 kWh × 0 shows as a zero line; 1 kWh × 200 = 200 before it
    name: 'a zero price shows as a zero line',
    entries: dayWithEvening({ kwhPrice: 200 }, { kwhPrice: 0 }),
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 2000),
    items: [
      energy(1, 200, 200, 'general', ...HOUR_BEFORE),
      energy(1, 0, 0, 'period', ...FIRST_HOUR),
    ],
    totals: { totalCents: 200 },
  },
];
