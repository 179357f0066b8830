/** Formatters by locale and currency: building one costs far more than using it. */
const formats = new Map<string, Intl.NumberFormat>();

/** Integer cents as the tenant's currency text, e.g. 1234 BRL → "R$ 12,34". */
export function moneyText(cents: number, currency: string, locale = 'pt-BR'): string {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
