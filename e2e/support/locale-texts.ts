import { en } from '../../apps/web/src/app/i18n/locales/en';
import { ptBR } from '../../apps/web/src/app/i18n/locales/pt-br';
import { applyUiLocale } from '../../apps/web/src/app/theme/ui-locale';

export type CheckedLocale = 'pt-BR' | 'en';

/** The web's dictionary of a checked locale, to find buttons and headings by their own text. */
export function dictionaryOf(locale: CheckedLocale): typeof ptBR {
  return locale === 'en' ? en : ptBR;
}

/** Names and units that read the same in every language. */
const SHARED_WORDS = [
  'Chargedeck',
  'Leaflet',
  'OCPP',
  'RFID',
  'kWh',
  'kW',
  'km',
  'kg',
  'CPF',
  'ID',
  'ChargeBox ID',
  // Log levels are the log's own codes, shown as the log file holds them.
  'INFO',
  'WARN',
  'ERROR',
];

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(leaves);
  return [];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Decides whether a text node on a screen comes from the locale's catalogue (the interface's
 * dictionary, the shared message catalogue, antd's own locale), a value the test created, or the
 * short list of brand names and units. Catalogue entries with {{slots}} match any filling.
 */
export function localeTexts(locale: CheckedLocale, dataValues: readonly string[]) {
  const catalogue = dictionaryOf(locale);
  const entries = [...leaves(catalogue), ...leaves(applyUiLocale(locale))];
  const exact = new Set([...entries, ...SHARED_WORDS, ...dataValues].map((t) => t.trim()));
  const patterns = entries
    .filter((text) => text.includes('{{') || text.includes('${'))
    .map(
      (text) =>
        new RegExp(
          `^${escape(text.trim())
            .replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+')
            .replace(/\\\$\\\{\w+\\\}/g, '.+')}$`,
          's',
        ),
    );
  const fragments = entries.map((text) => text.replace(/\{\{\s*\w+\s*\}\}/g, '\u0000'));
  const known = (text: string): boolean => {
    const node = text.trim();
    // Numbers, dates, money, times and punctuation carry no words of any language.
    if (!/\p{L}{2,}/u.test(node)) return true;
    if (exact.has(node)) return true;
    if (dataValues.some((value) => node.includes(value))) return true;
    if (patterns.some((pattern) => pattern.test(node))) return true;
    // A catalogue text split by markup (a bold name inside a sentence) shows in pieces.
    return node.length >= 4 && fragments.some((entry) => entry.includes(node));
  };
  // A label built of catalogue pieces ("Disponíveis: 0%, Carregando: 0%", "0 kWh", "A / B").
  const pieces = (text: string) =>
    text
      .split(/\s*[,/—:]\s*|\s+(?=\d)|(?<=\d[%]?)\s+/)
      .map((piece) => piece.replace(/[\d.,%\s]+$/, '').trim())
      .filter((piece) => /\p{L}{2,}/u.test(piece));
  return (text: string): boolean => known(text) || pieces(text).every(known);
}
