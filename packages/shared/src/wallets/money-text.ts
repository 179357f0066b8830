/** Integer cents as the tenant's currency text, e.g. 1234 BRL → "R$ 12,34". */
export function moneyText(cents: number, currency: string, locale = 'pt-BR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
