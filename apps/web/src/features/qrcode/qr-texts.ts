import { specTexts } from '../../app/i18n/spec-texts';
/** Public QR page messages (spec-quoted texts, in the user's language). */
export const QR_TEXTS = specTexts('qr');

/** Spec 1 §9: the warning toast stays 10 seconds. */
export const QR_WARNING_SECONDS = 10;
