const ZONE = /(Z|[+-]\d\d:?\d\d)$/i;
const COMPACT_OFFSET = /([+-]\d\d)(\d\d)$/;

/**
 * A 1.6 date-time as an instant. OCPP times are UTC; the schema lets a station leave out the
 * zone, and such a time is read as UTC whatever the server's own time zone.
 */
export function ocppDate(text: string): Date {
  const trimmed = text.trim().replace(' ', 'T');
  if (!ZONE.test(trimmed)) return new Date(`${trimmed}Z`);
  return new Date(trimmed.replace(COMPACT_OFFSET, '$1:$2'));
}
