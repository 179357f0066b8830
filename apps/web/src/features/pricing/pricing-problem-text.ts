import { PRICING_MESSAGES } from '@chargedeck/shared';
import type { TFunction } from 'i18next';
import { catalogueText } from '../../app/i18n/catalogue-text';
import { pricingPtBR, type PricingDictionary } from '../../app/i18n/locales/pricing/pt-br';

type RuleKey = keyof PricingDictionary['rules'];

/** Each shared pricing rule's message, with the catalogue entry that says it in every language. */
const RULE_KEYS = new Map<string, RuleKey>(
  Object.entries(PRICING_MESSAGES).flatMap(([key, text]): [string, RuleKey][] =>
    Object.hasOwn(pricingPtBR.rules, key) ? [[text, key as RuleKey]] : [],
  ),
);

/** A pricing rule's problem in the user's language; a text the catalogue lacks comes back as is. */
export function pricingProblemText(t: TFunction, message: string): string {
  const key = RULE_KEYS.get(message);
  return key ? t(`pricing.rules.${key}`) : catalogueText(t, message);
}
