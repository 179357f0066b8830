import { specTexts } from '../../app/i18n/spec-texts';
/** Sign-in and recovery messages (spec-quoted texts, in the user's language). */
export const AUTH_TEXTS = specTexts('auth');

/** Delay before an expired recovery code sends the user back to the login (spec 1 §9). */
export const RECOVERY_REDIRECT_MS = 2000;
