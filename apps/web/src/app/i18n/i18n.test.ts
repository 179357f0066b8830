import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@chargedeck/shared';
import { I18N_OPTIONS } from './i18n';
import { ptBR } from './locales/pt-br';

function leafKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
  );
}

async function translator(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({ ...I18N_OPTIONS, lng });
  return instance;
}

describe('interface dictionaries', () => {
  it('translate every key in each of the five locales', async () => {
    for (const locale of LOCALES) {
      const t = await translator(locale);
      for (const key of leafKeys(ptBR)) {
        expect(t.exists(key), `${locale} ${key}`).toBe(true);
      }
    }
  });

  it('give the Spanish variants the shared base with their own overrides', async () => {
    const uy = await translator('es-UY');
    expect(uy.t('auth.login.submit')).toBe('Ingresar');
    expect(uy.t('auth.password')).toBe('Contraseña');
    const co = await translator('es-CO');
    expect(co.t('home.title')).toBe('Vista General');
    const en = await translator('en');
    expect(en.t('home.title')).toBe('General View');
  });
});
