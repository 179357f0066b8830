import { describe, expect, it } from 'vitest';
import { ruleErrorOf as errorOf, translatorIn } from '../../components/form-rule-check';
import { noteRules } from './ocpp-tag-rules';

async function rulesIn(lng: string) {
  return noteRules(await translatorIn(lng));
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
