import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@chargedeck/shared';
import { en } from './locales/en';
import { es } from './locales/es';
import { esCO, esEC, esUY } from './locales/es-variants';
import { ptBR, type Dictionary } from './locales/pt-br';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary };
  }
}

export const i18n = i18next.createInstance();

/** The Spanish variants hold only their differences and fall back to the shared Spanish base. */
const resources = {
  'pt-BR': { translation: ptBR },
  en: { translation: en },
  es: { translation: es },
  'es-CO': { translation: esCO },
  'es-EC': { translation: esEC },
  'es-UY': { translation: esUY },
};

export const I18N_OPTIONS = {
  resources,
  fallbackLng: { 'es-CO': ['es'], 'es-EC': ['es'], 'es-UY': ['es'], default: [DEFAULT_LOCALE] },
  supportedLngs: Object.keys(resources),
  interpolation: { escapeValue: false },
};

export async function initI18n(language: Locale): Promise<void> {
  await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: language });
  document.documentElement.lang = language;
}

/** Switches the interface to another language at once (the user menu, the user's saved choice). */
export async function applyLanguage(language: Locale): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
