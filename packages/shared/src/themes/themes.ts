import type { Locale } from '../i18n/locales';

/** White-label theme (spec 1 §1): colours, language and country; logo and favicon live under /themes/{name}/. */
export interface ThemeColors {
  primary: string;
  selectedDiv: string;
  hoveredDiv: string;
  selectedIcon: string;
}

export interface Theme {
  name: string;
  displayName: string;
  colors: ThemeColors;
  language: Locale;
  country: string;
  currency: string;
}

export const DEFAULT_THEME_NAME = 'move';

export const THEMES: readonly Theme[] = [
  {
    name: 'move',
    displayName: 'Move',
    colors: {
      primary: '#0b7a53',
      selectedDiv: '#e3f4ec',
      hoveredDiv: '#f1f9f5',
      selectedIcon: '#0b7a53',
    },
    language: 'pt-BR',
    country: 'BR',
    currency: 'BRL',
  },
  {
    name: 'voltway',
    displayName: 'Voltway',
    colors: {
      primary: '#1f4fd1',
      selectedDiv: '#e6edfc',
      hoveredDiv: '#f2f6fe',
      selectedIcon: '#1f4fd1',
    },
    language: 'en',
    country: 'US',
    currency: 'USD',
  },
  {
    name: 'andina',
    displayName: 'Andina Energía',
    colors: {
      primary: '#c8102e',
      selectedDiv: '#fbe7ea',
      hoveredDiv: '#fdf3f4',
      selectedIcon: '#c8102e',
    },
    language: 'es-CO',
    country: 'CO',
    currency: 'COP',
  },
  {
    name: 'andina-flota',
    displayName: 'Andina Flota',
    colors: {
      primary: '#a30d25',
      selectedDiv: '#f9e4e7',
      hoveredDiv: '#fcf1f3',
      selectedIcon: '#a30d25',
    },
    language: 'es-CO',
    country: 'CO',
    currency: 'COP',
  },
  {
    name: 'pacifico',
    displayName: 'Pacífico EV',
    colors: {
      primary: '#00788a',
      selectedDiv: '#e0f2f4',
      hoveredDiv: '#f0f8fa',
      selectedIcon: '#00788a',
    },
    language: 'es-EC',
    country: 'EC',
    currency: 'USD',
  },
  {
    name: 'charrua',
    displayName: 'Charrúa Carga',
    colors: {
      primary: '#3a5dae',
      selectedDiv: '#e7ecf7',
      hoveredDiv: '#f3f5fb',
      selectedIcon: '#3a5dae',
    },
    language: 'es-UY',
    country: 'UY',
    currency: 'UYU',
  },
];

export function findTheme(name: string | null | undefined): Theme {
  const theme =
    THEMES.find((t) => t.name === name) ?? THEMES.find((t) => t.name === DEFAULT_THEME_NAME);
  if (!theme) throw new Error('default theme missing');
  return theme;
}
