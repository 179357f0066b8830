import type { FormRule } from 'antd';
import i18next, { type TFunction } from 'i18next';
import { I18N_OPTIONS } from '../app/i18n/i18n';

/** The translator of one language, as a form's rules receive it. */
export async function translatorIn(lng: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng });
  return i18n.t;
}

/** Runs a field's rule validators as antd does, resolving to the first error's text. */
export async function ruleErrorOf(rules: FormRule[], value: unknown): Promise<string | undefined> {
  for (const rule of rules) {
    if (typeof rule !== 'object' || !rule.validator) continue;
    try {
      await rule.validator({}, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}
