import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@chargedeck/shared';
import { I18N_OPTIONS } from './i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { esCO, esEC, esUY } from './locales/es-variants';
import { ptBR } from './locales/pt-br';

function leafKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
  );
}

function leafEntries(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : leafEntries(value as object, `${prefix}${key}.`),
  );
}

async function translator(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({ ...I18N_OPTIONS, lng });
  return instance;
}

describe('interface dictionaries', () => {
  it('hold the same keys in every language, none missing where another has it', () => {
    const catalogues = { 'pt-BR': ptBR, en, es };
    const all = new Set(Object.values(catalogues).flatMap((c) => leafKeys(c)));
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const own = new Set(leafKeys(catalogue));
      expect(
        [...all].filter((key) => !own.has(key)),
        `${locale} lacks`,
      ).toEqual([]);
    }
  });

  it('say in Portuguese what English says, alike only for names and words Portuguese takes as they are', () => {
    const alike = new Set([
      ...['Push Notification', 'Logs', 'OCPP Tags', 'OCPP Tag', 'Tag', 'Tag ID', 'ID Tag'],
      ...['E-mail', 'Firebase Cloud Messaging', 'ChargeBox ID', 'kWh', 'BYD, Renault, Tesla…'],
      ...['Status', 'Online', 'Offline', 'Firmware', 'Latitude', 'Longitude', 'Item', 'Total'],
      ...['Total: {{count}}', 'Smart Charging', 'Voucher', 'Vouchers'],
    ]);
    const english = new Map(leafEntries(en));
    const same = leafEntries(ptBR).filter(
      ([key, text]) =>
        !key.startsWith('layout.languages.') &&
        english.get(key) === text &&
        /\p{L}{3,}/u.test(text) &&
        !alike.has(text),
    );
    expect(same).toEqual([]);
  });

  it('give the Spanish variants only keys the Spanish base has', () => {
    const base = new Set(leafKeys(es));
    for (const variant of [esCO, esEC, esUY]) {
      expect(leafKeys(variant).filter((key) => !base.has(key))).toEqual([]);
    }
  });

  it('fill the same {{slots}} in every language', () => {
    const slots = (text: unknown) =>
      String(text)
        .match(/\{\{\s*\w+\s*\}\}/g)
        ?.sort() ?? [];
    const at = (node: object, key: string) =>
      key
        .split('.')
        .reduce<unknown>((value, part) => (value as Record<string, unknown>)[part], node);
    for (const key of leafKeys(ptBR)) {
      expect(slots(at(en, key)), `en ${key}`).toEqual(slots(at(ptBR, key)));
      expect(slots(at(es, key)), `es ${key}`).toEqual(slots(at(ptBR, key)));
    }
  });

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
