import { specTexts } from '../../app/i18n/spec-texts';
/** Usage screen texts (spec-quoted texts, in the user's language). */
export const USAGE_TEXTS = specTexts('usage');
