import { messagesEn, type MessageCatalogue, type MessageKey } from './en';
import { messagesEs } from './es';
import { messagesPtBR } from './pt-br';

export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(messagesEn, text);
}

/** The catalogue for a language tag: `es-*` → es, `en-*` → en, `pt*` or anything else → pt-BR. */
function messageCatalogue(language: string | undefined): MessageCatalogue {
  const base = (language ?? '').toLowerCase().split('-')[0];
  if (base === 'en') return messagesEn;
  if (base === 'es') return messagesEs;
  return messagesPtBR;
}

/** The first language of an `Accept-Language` header this product speaks, else pt-BR. */
export function pickLanguage(acceptLanguage: string | undefined): 'pt-BR' | 'en' | 'es' {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'pt') return 'pt-BR';
    if (base === 'en' || base === 'es') return base;
  }
  return 'pt-BR';
}

/**
 * A message key's text in a language, its `{{name}}` slots filled from params; a text that is
 * no key (a value, an id) comes back unchanged.
 */
export function messageText(
  keyOrText: string,
  language: string | undefined,
  params: Record<string, unknown> = {},
): string {
  if (!isMessageKey(keyOrText)) return keyOrText;
  return messageCatalogue(language)[keyOrText].replace(/\{\{(\w+)\}\}/g, (slot, name: string) =>
    name in params ? formatParam(params[name]) : slot,
  );
}

function formatParam(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}
