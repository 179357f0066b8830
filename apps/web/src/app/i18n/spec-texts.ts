import { i18n } from './i18n';
import { specTextsEn } from './locales/spec-texts/en';
import type { SpecTexts } from './locales/spec-texts/pt-br';

/**
 * One screen's spec texts in the interface's language, read when used: `AUTH_TEXTS.loginSuccess`
 * answers in the language the user has now. Before the interface starts (unit tests) they read
 * the spec's English.
 */
export function specTexts<S extends keyof SpecTexts>(section: S): Readonly<SpecTexts[S]> {
  const texts = {};
  for (const key of Object.keys(specTextsEn[section])) {
    Object.defineProperty(texts, key, {
      enumerable: true,
      get: () =>
        i18n.isInitialized
          ? i18n.t(`specTexts.${section}.${key}` as 'specTexts.auth.loginSuccess')
          : (specTextsEn[section] as Record<string, string>)[key],
    });
  }
  return texts as Readonly<SpecTexts[S]>;
}

/** One spec text with its `{{slots}}` filled, in the interface's language (English before it starts). */
export function specText<S extends keyof SpecTexts>(
  section: S,
  key: keyof SpecTexts[S] & string,
  params: Record<string, string | number>,
): string {
  if (i18n.isInitialized)
    return i18n.t(`specTexts.${section}.${key}` as 'specTexts.auth.loginSuccess', params);
  const text = (specTextsEn[section] as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => String(params[name] ?? slot));
}
