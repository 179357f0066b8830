import type { Formatter } from '@chargedeck/shared';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Digits typed into a date field, shown with slashes as they come: 2005199 → 20/05/199. */
export function maskDateText(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** The form value of a typed date: ISO YYYY-MM-DD when it is a real day, else what was typed. */
export function dateValueOf(text: string, format: Formatter): string | null {
  if (!text) return null;
  return format.parseDate(text) ?? text;
}

/** The text a stored value shows: an ISO day in the locale's order, anything else as it is. */
export function dateTextOf(value: string | null | undefined, format: Formatter): string {
  if (!value) return '';
  return ISO_DAY.test(value) ? format.date(value) : value;
}

/** A date field's value is valid when empty or an ISO day (what the API takes). */
export function isDateValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'string' && ISO_DAY.test(value))
  );
}
