import { specTexts } from '../../app/i18n/spec-texts';

/** Users screens texts (spec-quoted texts, in the user's language). */
export const USER_TEXTS = specTexts('users');
