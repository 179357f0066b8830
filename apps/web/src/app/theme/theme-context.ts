import { createContext, use } from 'react';
import type { Theme } from '@chargedeck/shared';

export const ThemeContext = createContext<Theme | null>(null);

/** The tenant theme resolved at start-up. */
export function useTenantTheme(): Theme {
  const theme = use(ThemeContext);
  if (!theme) throw new Error('useTenantTheme outside the theme provider');
  return theme;
}
