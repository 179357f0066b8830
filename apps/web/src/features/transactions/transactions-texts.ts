import { specTexts } from '../../app/i18n/spec-texts';
/** Transactions screen texts (spec-quoted texts, in the user's language). */
export const TRANSACTION_TEXTS = specTexts('transactions');
