/**
 * Known vendor deviations from the 1.6 schemas that a station may be allowed, one by one, in its
 * record. Each names a class of schema errors that is repaired instead of refused.
 */
export const OCPP_TOLERANCES = [
  /** Fields the schema does not define are dropped. */
  'extra-fields',
  /** Strings longer than the schema's limit are kept whole. */
  'long-strings',
  /** Date-times without seconds ("2026-05-01T08:00") are read as whole minutes, UTC. */
  'local-timestamps',
  /** Numbers sent as decimals or numeric strings where the schema wants integers or numbers. */
  'loose-numbers',
  /** Enumeration values in the wrong letter case ("charging" for "Charging"). */
  'enum-case',
  /** A message id used again on the same connection for a different message. */
  'reused-message-ids',
] as const;

export type OcppTolerance = (typeof OCPP_TOLERANCES)[number];

export function isOcppTolerance(value: string): value is OcppTolerance {
  return (OCPP_TOLERANCES as readonly string[]).includes(value);
}
