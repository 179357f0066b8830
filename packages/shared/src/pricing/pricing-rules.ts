import { PRICING_MESSAGES as M } from './pricing-messages';

/** The fields of an entry the rules read (a form entry or a stored one). */
export interface PricingRuleEntry {
  dayOfWeek: string | null;
  general: boolean;
  exception: boolean;
  startDate: string | null;
  endDate: string | null;
  startTimeGMT: string | null;
  endTimeGMT: string | null;
  kwhPrice: number | null;
  durationPrice: number | null;
}

/** A broken rule: the entry's index in the list, the field named, the spec's text. */
export interface PricingProblem {
  index: number;
  field: string;
  message: string;
}

type Problem = Omit<PricingProblem, 'index'>;

function entryProblem(entry: PricingRuleEntry): Problem | undefined {
  if (entry.exception) {
    if (!entry.startDate) return { field: 'startDate', message: M.startDateRequired };
    if (entry.endDate && entry.endDate < entry.startDate)
      return { field: 'startDate', message: M.startAfterEnd };
  } else {
    if (!entry.dayOfWeek) return { field: 'dayOfWeek', message: M.dayOfWeekRequired };
    if (entry.startDate || entry.endDate)
      return { field: 'startDate', message: M.datesOnlyForExceptions };
  }
  if ((entry.kwhPrice === null) === (entry.durationPrice === null))
    return { field: 'kwhPrice', message: M.durationOrKwh };
  if (entry.general) return undefined;
  if (!entry.startTimeGMT) return { field: 'startTimeGMT', message: M.startTimeRequired };
  if (!entry.endTimeGMT) return { field: 'endTimeGMT', message: M.endTimeRequired };
  if (entry.startTimeGMT === entry.endTimeGMT)
    return { field: 'endTimeGMT', message: M.sameStartAndEnd };
  if (entry.startTimeGMT > entry.endTimeGMT)
    return { field: 'startTimeGMT', message: M.startTimeAfterEnd };
  return undefined;
}

/** The day an entry belongs to: its weekday, or its exception's dates. */
function dayKey(entry: PricingRuleEntry): string {
  return entry.exception
    ? `${entry.startDate}/${entry.endDate ?? entry.startDate}`
    : String(entry.dayOfWeek);
}

function clash(entry: PricingRuleEntry, earlier: PricingRuleEntry): Problem | undefined {
  if (dayKey(entry) !== dayKey(earlier)) return undefined;
  if (entry.general && earlier.general) return { field: 'general', message: M.oneGeneralPrice };
  if (entry.general || earlier.general) return undefined;
  if (entry.startTimeGMT === earlier.startTimeGMT || entry.endTimeGMT === earlier.endTimeGMT)
    return { field: 'startTimeGMT', message: M.periodClash };
  return undefined;
}

function exceptionClash(entry: PricingRuleEntry, earlier: PricingRuleEntry): Problem | undefined {
  if (!entry.exception || !earlier.exception || dayKey(entry) === dayKey(earlier)) return undefined;
  const start = entry.startDate ?? '';
  const end = entry.endDate ?? start;
  const otherStart = earlier.startDate ?? '';
  const otherEnd = earlier.endDate ?? otherStart;
  if (end < otherStart || start > otherEnd) return undefined;
  if (start <= otherStart && end >= otherEnd)
    return { field: 'startDate', message: M.enclosesException };
  return { field: 'startDate', message: M.overlapsException };
}

/**
 * Every broken rule of spec 3 §5 "Pricing profile" in a profile's full set of entries, the
 * later entry of a clashing pair named. Shared by the server (a PUT answers 400 with the first)
 * and the form (shown under the field).
 */
export function pricingDetailProblems(entries: readonly PricingRuleEntry[]): PricingProblem[] {
  const problems: PricingProblem[] = [];
  entries.forEach((entry, index) => {
    const own = entryProblem(entry);
    if (own) {
      problems.push({ index, ...own });
      return;
    }
    for (const earlier of entries.slice(0, index)) {
      const found = clash(entry, earlier) ?? exceptionClash(entry, earlier);
      if (found) {
        problems.push({ index, ...found });
        return;
      }
    }
  });
  return problems;
}
