/** Connector statuses that mean a vehicle is plugged in and the connector is taken. */
export const IN_USE_STATUSES = [
  'Charging',
  'Preparing',
  'SuspendedEV',
  'SuspendedEVSE',
  'Suspended_evse',
  'Finishing',
] as const;

/** Whether a connector status counts as in use (station state, map markers, home figures). */
export function isInUseStatus(status: string): boolean {
  return (IN_USE_STATUSES as readonly string[]).includes(status);
}
