import { energy, everyDay, fee, idle, session, start, taxes } from '../test-profiles';
import { type Case, SP, mondayEvening, dayWithEvening, HOUR_BEFORE, FIRST_HOUR } from './fixtures';

/** Operation fee and taxes on the charge cost, idle time, the energy cost and the income. */
export const feesTaxesAndIdleCases: Case[] = [
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
    // general fee 5%, taxes 10% on 100 + 2000 = 2100 → 105, 210; period fee 10%, taxes 20% on
    // 3000 → 300, 600; total 5100 + 405 + 810 = 6315
    name: 'each line item carries the fee and taxes of its own entry',
    entries: dayWithEvening(
      { servicePrice: 100, kwhPrice: 200, operationFee: 0.05, taxes: 0.1 },
      { kwhPrice: 300, operationFee: 0.1, taxes: 0.2 },
    ),
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 20_000),
    items: [
      start(100, 'general', '2026-11-23T20:00:00.000Z'),
      energy(10, 200, 2000, 'general', ...HOUR_BEFORE),
      energy(10, 300, 3000, 'period', ...FIRST_HOUR),
      fee(0.05, 2100, 105, 'general'),
      fee(0.1, 3000, 300, 'period'),
      taxes(0.1, 2100, 210, 'general'),
      taxes(0.2, 3000, 600, 'period'),
    ],
    totals: { chargeCents: 5100, operationFeeCents: 405, taxesCents: 810, totalCents: 6315 },
  },
  {
    // energy cost by the entry in force: 10 kWh × 50 (general) + 10 kWh × 120 (period) = 1700;
    // charge 5000, taxes 10% = 500; income 5500 − 1700 − 500 = 3300
    name: "the operator's energy cost follows the period",
    entries: dayWithEvening(
      { kwhPrice: 200, moneyPerKilowattCost: 50, taxes: 0.1 },
      {
        kwhPrice: 300,
        moneyPerKilowattCost: 120,
        taxes: 0.1,
      },
    ),
    session: session(SP, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', 20_000),
    items: [
      energy(10, 200, 2000, 'general', ...HOUR_BEFORE),
      energy(10, 300, 3000, 'period', ...FIRST_HOUR),
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
