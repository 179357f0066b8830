import { specTexts } from '../../app/i18n/spec-texts';
/** Logs screen texts (spec-quoted texts, in the user's language). */
export const LOG_TEXTS = specTexts('logs');
