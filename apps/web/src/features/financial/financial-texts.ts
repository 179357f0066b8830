import { specText, specTexts } from '../../app/i18n/spec-texts';

/** Spec 3 §8 "Financial": the refund and invoice-resend texts, in the user's language. */
export const FINANCIAL_REFUND_TEXTS = specTexts('financialRefunds');

/** The partial-amount rule's text: 'restante' added once a refund exists (spec 3 §5). */
export function partialAmountText(problem: 'tooLarge' | 'tooLargeRemaining'): string {
  return specText(
    'financialRefunds',
    problem === 'tooLarge' ? 'partialTooLarge' : 'partialTooLargeRemaining',
    {},
  );
}
