import {
  energy,
  everyDay,
  exception,
  exceptionPeriod,
  fee,
  idle,
  session,
  start,
  taxes,
} from '../test-profiles';
import { type Case, SP, dayWithEvening, HOUR_BEFORE, FIRST_HOUR } from './fixtures';

/** The day: R$ 1,00 to start, R$ 2,00/kWh, fee 5%, taxes 15%, energy cost R$ 0,80/kWh. */
const day = {
  servicePrice: 100,
  kwhPrice: 200,
  operationFee: 0.05,
  taxes: 0.15,
  moneyPerKilowattCost: 80,
};

/** Monday 18:00–21:00 local (21:00Z–00:00Z): only a cheaper kWh, as the day form saves it. */
const cheapEvening = dayWithEvening(day, { kwhPrice: 100 });

/**
 * A time period sets how the charge is priced (its kwhPrice and durationPrice); the start,
 * idle, energy cost, fee and taxes prices it leaves null come from the same day's general entry.
 */
export const inheritCases: Case[] = [
  {
    // general: 100 + 10 × 200 = 2100, fee 105, taxes 315; period: 10 × 100 = 1000, fee 5% = 50,
    // taxes 15% = 150 (the day's); total 3100 + 155 + 465 = 3720
    name: "a period that sets only kWh still pays the day's fee and taxes",
    entries: cheapEvening,
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 20_000),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      energy(10, 200, 2000, 'general', ...HOUR_BEFORE),
      energy(10, 100, 1000, 'period', ...FIRST_HOUR),
      fee(0.05, 2100, 105, 'general'),
      fee(0.05, 1000, 50, 'period'),
      taxes(0.15, 2100, 315, 'general'),
      taxes(0.15, 1000, 150, 'period'),
    ],
    totals: { chargeCents: 3100, operationFeeCents: 155, taxesCents: 465, totalCents: 3720 },
  },
  {
    // starts at 18:00 local inside the period: the day's start price 100; 5 × 100 = 500;
    // fee 5% × 600 = 30, taxes 15% × 600 = 90; total 720
    name: "a recharge starting inside a period takes the day's start price",
    entries: cheapEvening,
    session: session(SP, '2026-11-23T21:00:00Z', '2026-11-23T22:00:00Z', 5000),
    items: [
      start(100, 'period', '2026-11-23T21:00:00.000Z'),
      energy(5, 100, 500, 'period', ...FIRST_HOUR),
      fee(0.05, 600, 30, 'period'),
      taxes(0.15, 600, 90, 'period'),
    ],
    totals: { chargeCents: 600, operationFeeCents: 30, taxesCents: 90, totalCents: 720 },
  },
  {
    // energy cost 20 kWh × 80 (the day's, also inside the period) = 1600;
    // charge 2000 + 1000 = 3000; income 3000 − 1600 = 1400
    name: "energy delivered inside a period costs the day's energy cost",
    entries: dayWithEvening({ kwhPrice: 200, moneyPerKilowattCost: 80 }, { kwhPrice: 100 }),
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 20_000),
    items: [
      energy(10, 200, 2000, 'general', ...HOUR_BEFORE),
      energy(10, 100, 1000, 'period', ...FIRST_HOUR),
    ],
    totals: { chargeCents: 3000, totalCents: 3000, energyCostCents: 1600, incomeCents: 1400 },
  },
  {
    // the period sets taxes 0 and energy cost 0: no taxes line, no energy cost; the fee it leaves
    // null is the day's 5% × (100 + 500) = 30; total 630, income 630
    name: 'a period that sets its own taxes 0 wins over the day',
    entries: dayWithEvening(day, {
      kwhPrice: 100,
      taxes: 0,
      moneyPerKilowattCost: 0,
    }),
    session: session(SP, '2026-11-23T21:00:00Z', '2026-11-23T22:00:00Z', 5000),
    items: [
      start(100, 'period', '2026-11-23T21:00:00.000Z'),
      energy(5, 100, 500, 'period', ...FIRST_HOUR),
      fee(0.05, 600, 30, 'period'),
    ],
    totals: { taxesCents: 0, totalCents: 630, energyCostCents: 0, incomeCents: 630 },
  },
  {
    // the exception's own general entry (start 50, taxes 10%) fills its period, not the weekday
    // (start 100, taxes 15%): 50 + 10 × 90 = 950; taxes 95; total 1045
    name: "a period inside an exception takes the exception's general prices",
    entries: [
      ...everyDay(day),
      exception('2026-11-23', null, { servicePrice: 50, kwhPrice: 150, taxes: 0.1 }),
      exceptionPeriod('2026-11-23', '18:00:00', '21:00:00', { kwhPrice: 90 }),
    ],
    session: session(SP, '2026-11-23T21:00:00Z', '2026-11-23T22:00:00Z', 10_000),
    items: [
      start(50, 'exception', '2026-11-23T21:00:00.000Z'),
      energy(10, 90, 900, 'exception', ...FIRST_HOUR),
      taxes(0.1, 950, 95, 'exception'),
    ],
    totals: { chargeCents: 950, operationFeeCents: 0, taxesCents: 95, totalCents: 1045 },
  },
  {
    // the day prices by duration (600/h) and idle (600/h); the period sets only kWh: no duration
    // inside it, but idle 30 min × 600 = 300 from the day; 5 × 100 = 500; total 800
    name: "a kWh-only period charges no duration but keeps the day's idle price",
    entries: dayWithEvening({ durationPrice: 600, idleTimePrice: 600 }, { kwhPrice: 100 }),
    session: session(SP, '2026-11-23T21:00:00Z', '2026-11-23T22:00:00Z', 5000, [
      '2026-11-23T22:00:00Z',
      '2026-11-23T22:30:00Z',
    ]),
    items: [
      energy(5, 100, 500, 'period', ...FIRST_HOUR),
      idle(0.5, 600, 300, 'period', '2026-11-23T22:00:00.000Z', '2026-11-23T22:30:00.000Z'),
    ],
    totals: { chargeCents: 800, totalCents: 800 },
  },
];
