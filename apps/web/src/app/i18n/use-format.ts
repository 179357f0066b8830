import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, formatterOf, type Formatter } from '@chargedeck/shared';
import { SessionContext } from '../auth/session-context';
import { ThemeContext } from '../theme/theme-context';
import { i18n } from './i18n';

/**
 * The shared formatter in the language in use and the tenant's currency: the signed-in
 * tenant's, else its theme's, else BRL. An answer that names its own coin passes it.
 */
export function useFormat(currency?: string): Formatter {
  const { i18n } = useTranslation();
  const session = use(SessionContext)?.session;
  const theme = use(ThemeContext);
  return formatterOf(i18n.language || DEFAULT_LOCALE, {
    currency: currency ?? session?.user.tenant.currency ?? theme?.currency,
  });
}

/** The language in use outside React (texts built in callbacks and helpers). */
export function currentFormatter(currency?: string): Formatter {
  return formatterOf(i18n.language || DEFAULT_LOCALE, { currency });
}
