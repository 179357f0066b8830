/** Electrical settings of a station (spec 2 §5): systems, their phases and voltages, power max. */
export const STATION_SYSTEMS = ['SINGLE_PHASE', 'TWO_PHASE', 'THREE_PHASE'] as const;
export type StationSystem = (typeof STATION_SYSTEMS)[number];

export const PHASES_OF: Record<StationSystem, readonly string[]> = {
  SINGLE_PHASE: ['A', 'B', 'C'],
  TWO_PHASE: ['AB', 'BA'],
  THREE_PHASE: ['ABC', 'ACB', 'BAC', 'BCA', 'CAB', 'CBA'],
};

export const VOLTAGES_OF: Record<StationSystem, readonly string[]> = {
  SINGLE_PHASE: ['220'],
  TWO_PHASE: ['127/220'],
  THREE_PHASE: ['127/220', '220/380'],
};

export const CHARGING_RATE_UNITS = ['A', 'W'] as const;

/** Connector power max choices in W. */
export const POWER_MAX_CHOICES = [
  3500, 7400, 11000, 22000, 30000, 40000, 50000, 60000, 70000, 80000, 90000, 100000, 110000, 120000,
  150000, 180000, 240000,
] as const;

/**
 * The power max a connector may take on a station with this system and voltage: single and two
 * phase up to 7400 W; three phase at 220 V (127/220) only 11000 W; otherwise 11000 W or more.
 */
export function powerMaxChoices(system?: string | null, voltage?: string | null): number[] {
  const all = [...POWER_MAX_CHOICES];
  if (system === 'SINGLE_PHASE' || system === 'TWO_PHASE') return all.filter((w) => w <= 7400);
  if (system === 'THREE_PHASE' && voltage === '127/220') return [11000];
  if (system === 'THREE_PHASE') return all.filter((w) => w >= 11000);
  return all;
}

export function isStationSystem(value: unknown): value is StationSystem {
  return typeof value === 'string' && (STATION_SYSTEMS as readonly string[]).includes(value);
}
