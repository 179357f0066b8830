import { specTexts } from '../../app/i18n/spec-texts';
/** Support and push form texts (spec-quoted texts, in the user's language). */
export const MESSAGE_TEXTS = specTexts('messages');
