import { isLocale, type Locale } from '@chargedeck/shared';

/** The user's stored language when it is one the product speaks, else null (the tenant's). */
export function chosenLocale(stored: string | null | undefined): Locale | null {
  return isLocale(stored) ? stored : null;
}
