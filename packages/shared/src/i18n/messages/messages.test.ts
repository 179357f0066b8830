import { describe, expect, it } from 'vitest';
import { messagesEn } from './en';
import { messagesEs } from './es';
import { messageText, pickLanguage } from './message-text';
import { messagesPtBR } from './pt-br';

const slots = (text: string) => text.match(/\{\{\w+\}\}/g)?.sort() ?? [];

describe('server message catalogue', () => {
  it('has every key in every language, with the same {{slots}}', () => {
    const catalogues: Record<string, Record<string, string>> = {
      'pt-BR': messagesPtBR,
      en: messagesEn,
      es: messagesEs,
    };
    const all = new Set(Object.values(catalogues).flatMap((c) => Object.keys(c)));
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      expect(
        [...all].filter((key) => !(key in catalogue)),
        `${locale} lacks`,
      ).toEqual([]);
      for (const key of all)
        expect(slots(catalogue[key] ?? ''), `${locale} ${key}`).toEqual(
          slots(messagesEn[key as 'required']),
        );
    }
  });

  it('picks the language of Accept-Language: pt-BR by default, es-* as es', () => {
    expect(pickLanguage(undefined)).toBe('pt-BR');
    expect(pickLanguage('fr-FR, de;q=0.5')).toBe('pt-BR');
    expect(pickLanguage('es-UY')).toBe('es');
    expect(pickLanguage('fr;q=1, en-GB;q=0.8, pt;q=0.5')).toBe('en');
    expect(pickLanguage('pt-PT')).toBe('pt-BR');
  });

  it('fills slots and leaves texts that are no key unchanged', () => {
    expect(messageText('maxChars', 'pt-BR', { maximum: 60 })).toBe(
      'deve ter no máximo 60 caracteres',
    );
    expect(messageText('oneOf', 'en', { values: ['a', 'b'] })).toBe('must be one of a, b');
    expect(messageText('required', 'es-CO')).toBe('es obligatorio');
    expect(messageText('CB-1 is offline', 'en')).toBe('CB-1 is offline');
  });
});
