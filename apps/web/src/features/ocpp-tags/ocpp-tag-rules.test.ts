import type { FormRule } from 'antd';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from '../../app/i18n/i18n';
import { noteRules } from './ocpp-tag-rules';

async function rulesIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng });
  return noteRules(i18n.t);
}

async function errorOf(rules: FormRule[], value: unknown): Promise<string | undefined> {
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

describe('noteRules', () => {
  it("refuses a note of only spaces before the request, in the user's language", async () => {
    expect(await errorOf(await rulesIn('pt-BR'), '   ')).toBe('Campo obrigatório');
    expect(await errorOf(await rulesIn('es'), ' \t ')).toBe('Campo obligatorio');
    expect(await errorOf(await rulesIn('en'), undefined)).toBe('Required field');
  });

  it('accepts a note with text around spaces', async () => {
    expect(await errorOf(await rulesIn('en'), '  Card 7 ')).toBeUndefined();
  });
});
