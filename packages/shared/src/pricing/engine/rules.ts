import type { PriceSource, PricingEntry, Weekday } from './types';

/** The entry whose prices apply at an instant, and why. */
export interface Rule {
  entry: PricingEntry;
  source: PriceSource;
}

interface Period {
  from: number;
  to: number;
  entry: PricingEntry;
}

interface DayRules {
  general: PricingEntry | null;
  periods: Period[];
  source: 'general' | 'exception';
}

interface ExceptionRules extends DayRules {
  startDate: string;
  endDate: string;
}

/** A piece of a local day, in ms since its midnight. */
export interface DayPiece {
  from: number;
  to: number;
  rule: Rule | null;
}

export const DAY_MS = 86_400_000;

const WEEKDAYS: readonly Weekday[] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];

/** HH:mm[:ss] to ms since midnight; 23:59:59 as an end means midnight. */
function clockMs(text: string, isEnd: boolean): number | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const ms = ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3] ?? 0)) * 1000;
  if (isEnd && ms === DAY_MS - 1000) return DAY_MS;
  return ms <= DAY_MS ? ms : null;
}

/** The prices a time period leaves null take the same day's general entry's value. */
const INHERITED = [
  'servicePrice',
  'idleTimePrice',
  'moneyPerKilowattCost',
  'operationFee',
  'taxes',
] as const;

/**
 * A period sets how the charge is priced in its time (its kwhPrice and durationPrice replace the
 * day's pair, null included); every price of INHERITED it leaves null comes from the day's
 * general entry (a value it sets, 0 included, wins).
 */
function inherit(entry: PricingEntry, general: PricingEntry | null): PricingEntry {
  if (!general) return entry;
  const merged = { ...entry };
  for (const field of INHERITED) merged[field] = entry[field] ?? general[field];
  return merged;
}

/** A weekday's periods count when dynamic pricing is on for it (active); an exception's always. */
function periodOf(entry: PricingEntry, general: PricingEntry | null): Period | null {
  if (entry.general || !entry.startTimeGMT || !entry.endTimeGMT) return null;
  if (!entry.active && !entry.exception) return null;
  const from = clockMs(entry.startTimeGMT, false);
  const to = clockMs(entry.endTimeGMT, true);
  if (from === null || to === null || from >= to) return null;
  return { from, to, entry: inherit(entry, general) };
}

function dayRules(entries: readonly PricingEntry[], source: DayRules['source']): DayRules {
  const general = entries.find((entry) => entry.general || !entry.startTimeGMT) ?? null;
  const periods = entries
    .map((entry) => periodOf(entry, general))
    .filter((period): period is Period => period !== null);
  return { general, periods, source };
}

function exceptionRules(entries: readonly PricingEntry[]): ExceptionRules[] {
  const byRange = new Map<string, PricingEntry[]>();
  for (const entry of entries) {
    if (!entry.exception || !entry.startDate) continue;
    const key = `${entry.startDate}/${entry.endDate ?? entry.startDate}`;
    byRange.set(key, [...(byRange.get(key) ?? []), entry]);
  }
  return [...byRange].map(([key, group]) => {
    const [startDate = '', endDate = ''] = key.split('/');
    return { ...dayRules(group, 'exception'), startDate, endDate };
  });
}

function ruleAt(rules: DayRules, ms: number): Rule | null {
  let chosen: Period | null = null;
  for (const period of rules.periods) {
    if (period.from <= ms && ms < period.to && (!chosen || period.from > chosen.from)) {
      chosen = period;
    }
  }
  if (chosen)
    return { entry: chosen.entry, source: rules.source === 'exception' ? 'exception' : 'period' };
  return rules.general ? { entry: rules.general, source: rules.source } : null;
}

function piecesOf(rules: DayRules): DayPiece[] {
  const cuts = new Set([0, DAY_MS]);
  for (const period of rules.periods) cuts.add(period.from).add(period.to);
  const sorted = [...cuts].sort((a, b) => a - b);
  const pieces: DayPiece[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const from = sorted[i] ?? 0;
    const to = sorted[i + 1] ?? DAY_MS;
    const rule = ruleAt(rules, from);
    const last = pieces[pieces.length - 1];
    if (last && last.rule?.entry === rule?.entry) last.to = to;
    else pieces.push({ from, to, rule });
  }
  return pieces;
}

/**
 * A profile's rules by local day: the exception covering the date (inclusive range) replaces
 * the weekday; within a day an active time period wins (the latest-starting one when periods
 * overlap), else the day's general price, else nothing is priced.
 */
export class ProfileRules {
  private readonly weekdays = new Map<Weekday, DayRules>();
  private readonly exceptions: ExceptionRules[];
  private readonly days = new Map<number, DayPiece[]>();

  constructor(entries: readonly PricingEntry[]) {
    for (const weekday of WEEKDAYS) {
      const own = entries.filter((entry) => !entry.exception && entry.dayOfWeek === weekday);
      this.weekdays.set(weekday, dayRules(own, 'general'));
    }
    this.exceptions = exceptionRules(entries).sort((a, b) =>
      b.startDate.localeCompare(a.startDate),
    );
  }

  /** The pieces of the local day `day` (days since 1970-01-01, local calendar). */
  piecesOfDay(day: number): DayPiece[] {
    let pieces = this.days.get(day);
    if (!pieces) {
      pieces = piecesOf(this.rulesOfDay(day));
      this.days.set(day, pieces);
    }
    return pieces;
  }

  private rulesOfDay(day: number): DayRules {
    const date = new Date(day * DAY_MS);
    const iso = date.toISOString().slice(0, 10);
    const exception = this.exceptions.find(
      (rules) => rules.startDate <= iso && iso <= rules.endDate,
    );
    if (exception) return exception;
    return this.weekdays.get(WEEKDAYS[date.getUTCDay()] ?? 'SUNDAY') ?? dayRules([], 'general');
  }
}
