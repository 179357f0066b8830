import { specTexts } from '../i18n/spec-texts';

/** Session messages the spec quotes (spec 1 §8), in the user's language. */
export const SESSION_TEXTS = specTexts('session');

/** Messages that accompany a redirect stay long enough to be read on the next screen. */
export const REDIRECT_MESSAGE_SECONDS = 6;
